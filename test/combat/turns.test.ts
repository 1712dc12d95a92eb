import { describe, expect, it } from "vitest";
import { formatEvent, options, whoActs } from "../../src/combat/index.js";
import { fighter, ruleset, start, take, wizard } from "./helpers.js";

describe("turn loop without a board", () => {
  it("rolls initiative for everyone and starts the first turn of the highest", () => {
    const { state, events } = start({ party: [fighter, wizard], enemies: [{ creature: "monsters/goblin", count: 2 }] });
    expect(Object.keys(state.combatants).sort()).toEqual(["Fighter", "Goblin 1", "Goblin 2", "Wizard"]);
    const inits = events.filter((e) => e.t === "initiative");
    expect(inits).toHaveLength(4);
    const totals = state.order.map((id) => state.combatants[id]!.initiative);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
    expect(whoActs(state)).toBe(state.order[0]);
    expect(state.round).toBe(1);
    expect(events.map((e) => formatEvent(e)).join("\n")).toContain("Round 1");
  });

  it("gives goblins their average health and the party their sheet's pools", () => {
    const { state } = start({ party: [wizard], enemies: ["monsters/goblin"] });
    expect(state.combatants["Goblin 1"]!.hp).toBe(7);
    expect(state.combatants["Wizard"]!.maxHp).toBe(27);
    expect(state.combatants["Wizard"]!.pools).toMatchObject({ slot_1: 4, slot_2: 3, slot_3: 2 });
  });

  it("ends turns in initiative order and counts rounds", () => {
    let { state } = start({ party: [fighter], enemies: ["monsters/goblin"] });
    const first = whoActs(state);
    for (let i = 0; i < 4; i++) state = take(state, { option: "end" }).state;
    expect(state.round).toBe(3);
    expect(whoActs(state)).toBe(first);
  });

  it("refills budgets at the start of each turn", () => {
    let { state } = start({ party: [fighter], enemies: ["monsters/goblin"], seed: 3 });
    while (whoActs(state) !== "Fighter") state = take(state, { option: "end" }).state;
    expect(state.combatants["Fighter"]!.budgets).toEqual({ action: 1, bonus: 1, reaction: 1 });
    const menu = options(ruleset, state).map((o) => o.id);
    expect(menu).toContain("end");
    expect(menu).toContain("use:gear/longsword");
    expect(menu).toContain("use:features/second-wind");
  });
});
