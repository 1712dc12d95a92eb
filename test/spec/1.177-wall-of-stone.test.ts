// 1.177 — Wall of Stone: a wall whose cells close to both walking and sight while it stands; anyone standing where
// it rises is put on the nearest empty cell (the far side when equally near). Its `width` makes it thicker.
import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import { edit, of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil, ruleset } from "./fixtures/zone-walls.js";

const board = { width: 20, height: 9 };

function raise(goblinAt: [number, number] = [9, 4]) {
  const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 4];
    x.combatants["Goblin 1"]!.at = goblinAt;
    x.combatants["Goblin 1"]!.hp = 300;
  });
  return accept(s, { option: "use:spells/wall-of-stone", at: [6, 4] });
}

describe("1.177 Wall of Stone", () => {
  beforeAll(withGeometry);

  it("rises two cells thick across the line, putting whoever stands there on the nearest empty cell", () => {
    const r = raise([6, 4]);
    // The wall covers columns 6–7 (its width grows away from its maker): the nearest free cell is column 5.
    expect(r.state.zones![0]!.blocking!.cells).toEqual(expect.arrayContaining([4 * 20 + 6, 4 * 20 + 7]));
    expect(of(r.events, "pushed")).toMatchObject([{ who: "Goblin 1", by: "Wizard", path: [[5, 4]] }]);
    expect(r.state.combatants["Goblin 1"]!.at).toEqual([5, 4]);
  });

  it("closes its cells to walking: the goblin cannot walk through, only around", () => {
    const turn = endUntil(raise(), "Goblin 1");
    const move = options(ruleset, turn.state).find((o) => o.id === "move")!;
    expect(move.cells).not.toContainEqual([7, 4]);
    expect(move.cells).not.toContainEqual([6, 4]);
    expect(move.cells).not.toContainEqual([5, 4]);
    expect(move.cells).toContainEqual([8, 4]);
  });

  it("closes its cells to sight: the wizard cannot aim Fire Bolt at the goblin behind it", () => {
    const back = endUntil(endUntil(raise(), "Goblin 1"), "Wizard");
    const bolt = options(ruleset, back.state).find((o) => o.id === "use:spells/fire-bolt");
    expect(bolt?.targets?.candidates ?? []).not.toContain("Goblin 1");
  });

  it("opens again when it ends", () => {
    const back = endUntil(raise(), "Wizard");
    // Concentrating on another wall ends it.
    const other = accept(back.state, { option: "use:spells/wind-wall", at: [2, 8] });
    expect(other.state.zones!.map((z) => z.use)).toEqual(["spells/wind-wall"]);
    const again = edit(other.state, (x) => (x.combatants["Wizard"]!.budgets["action"] = 1));
    const bolt = options(ruleset, again).find((o) => o.id === "use:spells/fire-bolt");
    expect(bolt?.targets?.candidates).toContain("Goblin 1");
  });
});
