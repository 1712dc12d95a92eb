// 1.177 — Wall of Force: a wall whose cells close to walking only; sight passes through it.
import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import { turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil, ruleset } from "./fixtures/zone-walls.js";

const board = { width: 20, height: 9 };

describe("1.177 Wall of Force", () => {
  beforeAll(withGeometry);

  it("stops walking across its line but not sight", () => {
    const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
      x.combatants["Wizard"]!.at = [0, 4];
      x.combatants["Goblin 1"]!.at = [9, 4];
      x.combatants["Goblin 1"]!.hp = 300;
    });
    const r = accept(s, { option: "use:spells/wall-of-force", at: [6, 4] });
    const turn = endUntil(r, "Goblin 1");
    const move = options(ruleset, turn.state).find((o) => o.id === "move")!;
    // Ten cells of wall along column 6 (rows 0–8 on this board): nothing west of it is within reach.
    expect(move.cells!.some((c) => c[0] <= 6)).toBe(false);
    const back = endUntil(turn, "Wizard");
    const bolt = options(ruleset, back.state).find((o) => o.id === "use:spells/fire-bolt");
    expect(bolt?.targets?.candidates).toContain("Goblin 1");
  });

  it("puts someone standing where it rises on the far side when both sides are equally near", () => {
    const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
      x.combatants["Wizard"]!.at = [0, 4];
      x.combatants["Goblin 1"]!.at = [6, 4];
    });
    const r = accept(s, { option: "use:spells/wall-of-force", at: [6, 4] });
    expect(r.state.combatants["Goblin 1"]!.at).toEqual([7, 4]);
    // The side the choice names, when both are equally near: `near` is toward its caster.
    const near = accept(s, { option: "use:spells/wall-of-force", at: [6, 4], side: "near" });
    expect(near.state.combatants["Goblin 1"]!.at).toEqual([5, 4]);
    const far = accept(s, { option: "use:spells/wall-of-force", at: [6, 4], side: "far" });
    expect(far.state.combatants["Goblin 1"]!.at).toEqual([7, 4]);
  });

  it("laid as a ring it has no ring to offer: only a wall with `area.ring` may be a ring", () => {
    const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
      x.combatants["Wizard"]!.at = [0, 4];
      x.combatants["Goblin 1"]!.at = [9, 4];
    });
    const option = options(ruleset, s).find((o) => o.id === "use:spells/wall-of-force")!;
    expect(option).toMatchObject({ toward: true, sides: ["near", "far"] });
    expect(option.ring).toBeUndefined();
  });
});
