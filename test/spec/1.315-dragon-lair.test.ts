// 1.315 — A 5e dragon's lair actions: on initiative count 20 (losing ties) the dragon in its lair takes one lair
// action (Magma Eruption or Tremor), never the same one two rounds in a row, aimed as on its own turn, with its
// budget lent: its own turn keeps its action. Never on its own turn's menu, not while it cannot act.
import { beforeAll, describe, expect, it } from "vitest";
import { choose, options } from "../../src/combat/index.js";
import { fighter, of, withGeometry, wizard } from "../combat/helpers.js";
import { accept, endUntilLair, fightAt, lairWindow, ruleset } from "./fixtures/lair.js";

const DRAGON = "Red Dragon 1";
const setup = {
  party: [fighter, wizard],
  enemies: [{ creature: "monsters/red-dragon", inLair: true, at: [[10, 3]] as [number, number][] }],
  board: { width: 14, height: 8, party: [[2, 2] as [number, number], [2, 5] as [number, number]] },
};
const lairOptions = (s: Parameters<typeof options>[1]) =>
  options(ruleset, s)
    .map((o) => o.id)
    .sort();

describe("1.315 a dragon's lair actions on initiative count 20", () => {
  beforeAll(withGeometry);

  it("comes between the turns count 20 falls between, losing ties, and offers only lair actions", () => {
    const s = fightAt(setup, { Fighter: 20, [DRAGON]: 15, Wizard: 12 }, "Fighter");
    const r = accept(s, { option: "end" });
    expect(lairWindow(r.state)?.ask).toEqual([DRAGON]);
    expect(of(r.events, "lair")).toEqual([{ t: "lair", who: DRAGON, round: 1 }]);
    expect(of(r.events, "turn")).toEqual([]);
    expect(lairOptions(r.state)).toEqual(["lair:action:magma", "lair:action:tremor", "pass"]);
  });

  it("aims and resolves as on its own turn, spends nothing of it, and is never on its own turn's menu", () => {
    const s = fightAt(setup, { Fighter: 20, [DRAGON]: 15, Wizard: 12 }, "Fighter", (x) => {
      x.combatants["Fighter"]!.hp = 200;
    });
    const magma = accept(accept(s, { option: "end" }).state, { option: "lair:action:magma", at: [2, 2] });
    expect(of(magma.events, "lair-action")).toMatchObject([{ who: DRAGON, name: "Magma Eruption" }]);
    expect(of(magma.events, "save").map((e) => [e.who, e.difficulty])).toEqual([["Fighter", 15]]);
    expect(of(magma.events, "damage")).toMatchObject([{ who: "Fighter", type: "fire", source: DRAGON }]);
    expect(of(magma.events, "budget")).toEqual([]);
    // Then the dragon's own turn, with its action, and no lair action on its menu.
    expect(magma.state.order[magma.state.turn]).toBe(DRAGON);
    expect(magma.state.combatants[DRAGON]!.budgets["action"]).toBe(1);
    const menu = options(ruleset, magma.state).map((o) => o.id);
    expect(menu).toContain("std:dash@action");
    expect(menu.some((id) => id.includes("magma") || id.includes("tremor"))).toBe(false);
  });

  it("cannot take the same lair action two rounds in a row", () => {
    const s = fightAt(setup, { Fighter: 20, [DRAGON]: 15, Wizard: 12 }, "Fighter", (x) => {
      x.combatants["Fighter"]!.hp = 500;
      x.combatants["Wizard"]!.hp = 500;
    });
    const round1 = accept(accept(s, { option: "end" }).state, { option: "lair:action:magma", at: [2, 2] });
    const round2 = endUntilLair(round1);
    expect(round2.state.round).toBe(2);
    expect(lairOptions(round2.state)).toEqual(["lair:action:tremor", "pass"]);
    const again = choose(ruleset, round2.state, { option: "lair:action:magma", at: [2, 2] });
    expect("rejected" in again && again.rejected.code).toBeTruthy();
    const tremor = accept(round2.state, { option: "lair:action:tremor", at: [10, 3] });
    expect(of(tremor.events, "save").map((e) => e.who)).toEqual(["Fighter", "Wizard"]);
    const round3 = endUntilLair(tremor);
    expect(round3.state.round).toBe(3);
    expect(lairOptions(round3.state)).toEqual(["lair:action:magma", "pass"]);
    // A round it lets pass frees the choice again.
    const round4 = endUntilLair(accept(round3.state, { option: "pass" }));
    expect(lairOptions(round4.state)).toEqual(["lair:action:magma", "lair:action:tremor", "pass"]);
  });

  it("comes after the round's last turn when everyone is at or above 20", () => {
    const s = fightAt(setup, { Fighter: 23, [DRAGON]: 21, Wizard: 20 }, "Wizard");
    const r = accept(s, { option: "end" });
    expect(lairWindow(r.state)?.ask).toEqual([DRAGON]);
    expect(r.state.round).toBe(1);
    const next = accept(r.state, { option: "pass" });
    expect(next.events.map((e) => e.t)).toEqual(["pass", "round", "turn", ...next.events.slice(3).map((e) => e.t)]);
    expect(of(next.events, "turn")[0]).toMatchObject({ who: "Fighter", round: 2 });
  });

  it("comes before the round's first turn when everyone is below 20", () => {
    const s = fightAt(setup, { Fighter: 15, [DRAGON]: 12, Wizard: 10 }, "Wizard");
    const r = accept(s, { option: "end" });
    expect(r.state.round).toBe(2);
    expect(lairWindow(r.state)?.ask).toEqual([DRAGON]);
    expect(of(r.events, "turn")).toEqual([]);
  });

  it("is not taken while the dragon cannot act, and not outside its lair", () => {
    const held = fightAt(setup, { Fighter: 20, [DRAGON]: 15, Wizard: 12 }, "Fighter", (x) => {
      x.combatants[DRAGON]!.conditions.push({ id: "paralyzed" });
    });
    const r = accept(held, { option: "end" });
    expect(lairWindow(r.state)).toBeUndefined();
    expect(r.state.order[r.state.turn]).toBe(DRAGON);

    const outside = fightAt(
      { ...setup, enemies: [{ creature: "monsters/red-dragon", at: [[10, 3]] }] },
      {
        Fighter: 20,
        [DRAGON]: 15,
        Wizard: 12,
      },
      "Fighter",
    );
    const o = accept(outside, { option: "end" });
    expect(lairWindow(o.state)).toBeUndefined();
    expect(of(o.events, "lair")).toEqual([]);
  });

  it("the encounter's inLair list puts the creature in its lair", () => {
    const s = fightAt(
      { ...setup, enemies: [{ creature: "monsters/red-dragon", at: [[10, 3]] }], inLair: ["monsters/red-dragon"] },
      {
        Fighter: 20,
        [DRAGON]: 15,
        Wizard: 12,
      },
      "Fighter",
    );
    expect(lairWindow(accept(s, { option: "end" }).state)?.ask).toEqual([DRAGON]);
  });
});
