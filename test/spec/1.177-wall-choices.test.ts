// 1.177 — how a wall is laid, as a choice: `toward` (a cell of the option's, apart from `at`), `ring: true` (only with
// `area.ring`, and not with `toward`) and `side` (`near` or `far`, only on a wall that has sides). A refused choice
// changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { type Choice, choose } from "../../src/combat/index.js";
import { turnOf, withGeometry } from "../combat/helpers.js";
import { caster, ruleset } from "./fixtures/zone-walls.js";

const board = { width: 20, height: 15 };

function state() {
  return turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 7];
    x.combatants["Goblin 1"]!.at = [10, 7];
  });
}

function refused(choice: unknown) {
  const s = state();
  const before = JSON.stringify(s);
  const r = choose(ruleset, s, choice as Choice);
  expect(JSON.stringify(s)).toBe(before);
  if (!("rejected" in r)) throw new Error("accepted");
  return { code: r.rejected.code, path: r.rejected.path };
}

describe("1.177 wall choices", () => {
  beforeAll(withGeometry);

  it("`toward` only on a wall, as one of its cells, apart from `at`", () => {
    expect(refused({ option: "use:spells/fire-bolt", targets: ["Goblin 1"], toward: [3, 3] })).toEqual({
      code: "bad-choice",
      path: "toward",
    });
    expect(refused({ option: "use:spells/wind-wall", at: [6, 7], toward: "east" })).toEqual({
      code: "bad-cell",
      path: "toward",
    });
    expect(refused({ option: "use:spells/wind-wall", at: [6, 7], toward: [6, 7] })).toEqual({
      code: "bad-cell",
      path: "toward",
    });
    expect(refused({ option: "use:spells/wind-wall", at: [6, 7], toward: [99, 7] })).toEqual({
      code: "bad-cell",
      path: "toward",
    });
  });

  it("`ring` only with `area.ring`, a boolean, and not together with `toward`", () => {
    expect(refused({ option: "use:spells/wind-wall", at: [6, 7], ring: true })).toEqual({
      code: "bad-choice",
      path: "ring",
    });
    expect(refused({ option: "use:spells/wall-of-fire", at: [6, 7], ring: "yes" })).toEqual({
      code: "wrong-type",
      path: "ring",
    });
    expect(refused({ option: "use:spells/wall-of-fire", at: [6, 7], ring: true, toward: [8, 7] })).toEqual({
      code: "bad-choice",
      path: "ring",
    });
  });

  it("`side` is near or far, only on a wall with sides", () => {
    expect(refused({ option: "use:spells/wind-wall", at: [6, 7], side: "near" })).toEqual({
      code: "bad-choice",
      path: "side",
    });
    expect(refused({ option: "use:spells/wall-of-fire", at: [6, 7], side: "middle" })).toEqual({
      code: "bad-choice",
      path: "side",
    });
  });

  it("accepts a ring with a side", () => {
    const r = choose(ruleset, state(), { option: "use:spells/wall-of-fire", at: [10, 7], ring: true, side: "near" });
    expect("rejected" in r).toBe(false);
  });
});
