// 1.173 — Spike Growth: a 20-foot burst with no amount and no triggers that works through its ground: difficult
// for those it catches, and 2d4 piercing for every 5 feet moved inside it, with no save, across several walks.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options } from "../../src/combat/index.js";
import { of, turnOf, withGeometry } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";
import { accept, caster, endUntil, ruleset, zoneEvents } from "./fixtures/zone-moves.js";

const board = { width: 20, height: 9 };

function grow() {
  const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 4];
    x.combatants["Goblin 1"]!.at = [14, 4];
    x.combatants["Goblin 1"]!.hp = 300;
  });
  return accept(s, { option: "use:spells/spike-growth", at: [8, 4] });
}

describe("1.173 Spike Growth", () => {
  beforeAll(withGeometry);

  it("appears doing nothing: no save, no damage", () => {
    const r = grow();
    expect(of(r.events, "save")).toEqual([]);
    expect(of(r.events, "damage")).toEqual([]);
    expect(r.state.zones).toMatchObject([{ use: "spells/spike-growth", at: [8, 4] }]);
  });

  it("makes its cells cost double: a 30-foot walk gets only two cells into it", () => {
    const next = endUntil(grow(), "Goblin 1");
    const move = options(ruleset, next.state).find((o) => o.id === "move")!;
    // Its edge is at x = 12: the step to (13, 4) costs 5 feet, then each step in costs 10.
    expect(move.cells).toContainEqual([11, 4]);
    expect(move.cells).not.toContainEqual([10, 4]);
    // Away from it the ground is plain: six cells.
    expect(move.cells).toContainEqual([19, 0]);
  });

  it("does not double ground that is already difficult", () => {
    const rows = Array.from({ length: 9 }, (_, y) => (y === 4 ? "....." + "~".repeat(15) : ".".repeat(20)));
    const rough = { width: 20, height: 9, cells: rows, legend: { ".": {}, "~": { difficult: true } } };
    const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board: rough }, (x) => {
      x.combatants["Wizard"]!.at = [0, 0];
      x.combatants["Goblin 1"]!.at = [14, 4];
    });
    const next = endUntil(accept(s, { option: "use:spells/spike-growth", at: [8, 4] }), "Goblin 1");
    // Every step along the row costs 10 feet, inside the spikes or not: three steps.
    const move = options(ruleset, next.state).find((o) => o.id === "move")!;
    expect(move.cells).toContainEqual([11, 4]);
    expect(move.cells).not.toContainEqual([10, 4]);
  });

  it("deals 2d4 piercing for every 5 feet moved inside it, with no save, and the log reports each", () => {
    const next = endUntil(grow(), "Goblin 1");
    const walk = accept(next.state, { option: "move", at: [11, 4] });
    expect(walk.state.combatants["Goblin 1"]!.at).toEqual([11, 4]);
    expect(zoneEvents(walk.events, "ground").map((e) => e.who)).toEqual(["Goblin 1", "Goblin 1"]);
    const hurt = of(walk.events, "damage");
    expect(hurt).toHaveLength(2);
    expect(hurt.every((e) => e.who === "Goblin 1" && e.type === "piercing" && e.dice?.expr === "2d4")).toBe(true);
    expect(of(walk.events, "save")).toEqual([]);
    expect(walk.state.combatants["Goblin 1"]!.moveLeft).toBe(5);
  });

  it("adds up distance across walks (written with every 10 feet)", () => {
    const every10 = loadedDoc({
      ...ruleset,
      catalogs: {
        ...ruleset.catalogs,
        spells: {
          ...ruleset.catalogs!["spells"]!,
          entries: ruleset.catalogs!["spells"]!.entries.map((e) =>
            e.id === "spike-growth" ? JSON.parse(JSON.stringify(e).replace('"every":5', '"every":10')) : e,
          ),
        },
      },
    });
    const go = (s: CombatState, at: [number, number]) => {
      const r = choose(every10, s, { option: "move", at });
      if ("rejected" in r) throw new Error(r.rejected.message);
      return r;
    };
    const next = endUntil(grow(), "Goblin 1");
    const first = go(next.state, [12, 4]);
    expect(zoneEvents(first.events, "ground")).toEqual([]);
    expect(first.state.zones![0]!.walked).toEqual({ "Goblin 1": 5 });
    const second = go(first.state, [11, 4]);
    expect(zoneEvents(second.events, "ground")).toHaveLength(1);
    expect(second.state.zones![0]!.walked).toEqual({ "Goblin 1": 0 });
  });
});
