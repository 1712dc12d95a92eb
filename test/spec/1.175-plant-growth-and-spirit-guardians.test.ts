// 1.175 — Plant Growth (`"terrain": { "costTimes": 4 }`) and Spirit Guardians (`"terrain": { "halvesSpeed": true }`):
// each step into Plant Growth costs four normal steps (ground already difficult costs no more than that), and each
// step into Spirit Guardians costs double again, on top of any difficult ground.
import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import { of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil, ruleset } from "./fixtures/zone-costs.js";

const board = { width: 20, height: 7 };

function goblinTurn(spell: string, at: [number, number], wizardAt: [number, number], goblinAt: [number, number]) {
  const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
    x.combatants["Wizard"]!.at = wizardAt;
    x.combatants["Goblin 1"]!.at = goblinAt;
  });
  const cast = accept(s, { option: `use:spells/${spell}`, at });
  return endUntil(cast, "Goblin 1");
}

const reach = (s: ReturnType<typeof goblinTurn>) => options(ruleset, s.state).find((o) => o.id === "move")!.cells!;

describe("1.175 Plant Growth", () => {
  beforeAll(withGeometry);

  it("each step into it costs four: the goblin's 30 feet reach its first cell and no further", () => {
    // A 10-foot burst on (10, 3) covers columns 8–12; the goblin walks from (15, 3): 10 feet, then 20.
    const turn = goblinTurn("plant-growth", [10, 3], [0, 3], [15, 3]);
    const cells = reach(turn);
    expect(cells).toContainEqual([13, 3]);
    expect(cells).toContainEqual([12, 3]);
    expect(cells).not.toContainEqual([11, 3]);
    const walk = accept(turn.state, { option: "move", at: [12, 3] });
    expect(of(walk.events, "move")).toMatchObject([{ who: "Goblin 1", cost: 30 }]);
  });
});

describe("1.175 Spirit Guardians", () => {
  beforeAll(withGeometry);

  it("halves speed: each step into it costs double", () => {
    // Around the wizard at (9, 3), 15 feet: columns 6–12. From (16, 3): three steps to (13, 3), then 10 feet each.
    const turn = goblinTurn("spirit-guardians", [9, 3], [9, 3], [16, 3]);
    const cells = reach(turn);
    expect(cells).toContainEqual([12, 2]);
    expect(cells).not.toContainEqual([11, 2]);
    const walk = accept(turn.state, { option: "move", at: [12, 2] });
    expect(of(walk.events, "move")).toMatchObject([{ who: "Goblin 1", cost: 25 }]);
  });
});
