// 1.280: a creature too far from its prey to walk there teleports beside it and bites in the same turn. The
// blink dog stands across difficult ground it cannot cross this turn; it teleports next to the fighter, then
// takes the free Bite.
import { beforeAll, describe, expect, it } from "vitest";
import { choose } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { fighter, withGeometry } from "../combat/helpers.js";
import { ruleset, turnOf } from "../spec/fixtures/teleport.js";

const row = ".~~~~~~...";
const board = { width: 10, height: 5, cells: [row, row, row, row, row], legend: { "~": { difficult: true } } };

describe("1.280 director: teleport beside the prey, then bite", () => {
  beforeAll(withGeometry);

  it("teleports next to a foe it cannot walk to, then bites it for free", () => {
    const s = turnOf("Blink Dog 1", { party: [fighter], enemies: ["monsters/blink-dog"], board }, (x) => {
      x.combatants["Blink Dog 1"]!.at = [0, 2];
      x.combatants["Blink Dog 1"]!.moveLeft = 40;
      x.combatants["Fighter"]!.at = [8, 2];
    });
    const first = direct(ruleset, s);
    expect(first.option).toBe("use:action:teleport");
    const landed = first.at!;
    expect(Math.max(Math.abs(landed[0] - 8), Math.abs(landed[1] - 2))).toBe(1);
    const r = choose(ruleset, s, first);
    if ("rejected" in r) throw new Error(r.rejected.message);
    const second = direct(ruleset, r.state);
    expect(second).toMatchObject({ option: "paired:action:bite", targets: ["Fighter"] });
  });
});
