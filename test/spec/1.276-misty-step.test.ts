// 1.276 — Misty Step, `{ "distance": 30, "seen": true }`: a bonus action that moves the caster at once to a free
// cell it can see within 30 feet. No step in between, so the goblin beside it gets no opportunity attack; a wall
// leaves the cells behind it off the list; a zone it lands in catches it as if it had walked in.
import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import type { Cell } from "../../src/ruleset/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, mage, rejected, ruleset, teleports, turnOf } from "./fixtures/teleport.js";
import { catches } from "./fixtures/zones.js";

const wall: Cell[] = Array.from({ length: 7 }, (_, y) => [6, y] as Cell);
const board = { width: 14, height: 7, walls: wall };

function ready() {
  return turnOf("Wizard", { party: [mage], enemies: ["monsters/goblin"], board }, (s) => {
    s.combatants["Wizard"]!.at = [2, 3];
    s.combatants["Goblin 1"]!.at = [3, 3];
  });
}

const has = (cells: readonly Cell[] | undefined, c: Cell) => !!cells?.some((x) => x[0] === c[0] && x[1] === c[1]);

describe("1.276 Misty Step", () => {
  beforeAll(withGeometry);

  it("lists the free cells it can see within 30 feet as teleport.cells, on the bonus action", () => {
    const option = options(ruleset, ready()).find((o) => o.id === "use:spells/misty-step")!;
    expect(option.budget).toBe("bonus");
    expect(option.targets).toBeUndefined();
    const cells = option.teleport!.cells;
    expect(has(cells, [0, 0])).toBe(true);
    expect(has(cells, [5, 3])).toBe(true);
    // Its own cell, the goblin's, the wall, and everything behind the wall are not on the list.
    for (const c of [
      [2, 3],
      [3, 3],
      [6, 3],
      [7, 3],
      [8, 1],
    ] as Cell[])
      expect(has(cells, c)).toBe(false);
    // 30 feet is six cells.
    expect(cells.every(([x, y]) => Math.max(Math.abs(x - 2), Math.abs(y - 3)) <= 6)).toBe(true);
    expect(option.teleport!.carries).toBeUndefined();
  });

  it("moves the caster at once, with no opportunity attack, spending a 2nd-level slot and the bonus action", () => {
    const s = ready();
    const r = accept(s, { option: "use:spells/misty-step", at: [0, 6] });
    expect(r.state.combatants["Wizard"]!.at).toEqual([0, 6]);
    expect(teleports(r.events)).toEqual([
      { t: "teleport", who: "Wizard", name: "Misty Step", from: [2, 3], to: [0, 6], carries: [] },
    ]);
    expect(of(r.events, "window")).toEqual([]);
    expect(r.state.combatants["Wizard"]!.pools["slot_2"]).toBe(s.combatants["Wizard"]!.pools["slot_2"]! - 1);
    expect(r.state.combatants["Wizard"]!.budgets["bonus"]).toBe(0);
    expect(r.state.combatants["Wizard"]!.budgets["action"]).toBe(1);
  });

  it("rejects a cell off its list or companions it cannot take, leaving the state as it was", () => {
    const s = ready();
    const before = JSON.stringify(s);
    expect(rejected(s, { option: "use:spells/misty-step", at: [7, 3] })).toMatchObject({ code: "bad-cell" });
    expect(rejected(s, { option: "use:spells/misty-step" })).toMatchObject({ code: "bad-cell", path: "at" });
    expect(rejected(s, { option: "use:spells/misty-step", at: [0, 6], carries: ["Goblin 1"] })).toMatchObject({
      code: "bad-carries",
    });
    expect(rejected(s, { option: "use:spells/misty-step", at: [0, 6], targets: ["Wizard"] })).toMatchObject({
      code: "bad-targets",
    });
    expect(JSON.stringify(s)).toBe(before);
  });

  it("is not offered without a board: it works only where distance is measured", () => {
    const s = turnOf("Wizard", { party: [mage], enemies: ["monsters/goblin"], noBoard: true });
    expect(options(ruleset, s).some((o) => o.id === "use:spells/misty-step")).toBe(false);
  });

  it("lands in a zone as if walking in: Moonbeam catches its own caster", () => {
    const cast = accept(ready(), { option: "use:spells/moonbeam", at: [0, 0] });
    const r = accept(cast.state, { option: "use:spells/misty-step", at: [0, 0] });
    expect(catches(r.events)).toMatchObject([{ who: "Wizard", trigger: "enter", name: "Moonbeam" }]);
    expect(of(r.events, "damage")).toMatchObject([{ who: "Wizard", type: "radiant" }]);
  });
});
