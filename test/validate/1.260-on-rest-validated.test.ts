import { describe, expect, it } from "vitest";
import { at, variant } from "./helpers.js";

// 1.260: a condition's `onRest` names the rests it acts on (declared rests), what it takes off the maximum (dice, a
// flat number) and, for `save`, a declared save with its difficulty; it needs 1.260.
describe("1.260: onRest on a combat condition", () => {
  const withOnRest = (onRest: unknown, version?: string) =>
    variant((d) => {
      d.combat.conditions[0].onRest = onRest;
    }, version);
  const path = "combat.conditions[0].onRest";
  const mummyRot = { rests: ["long"], lowersMax: { dice: "3d6" }, lasting: true };

  it("accepts Mummy Rot and the otyugh's disease", () => {
    expect(at(withOnRest(mummyRot), path)).toEqual([]);
    const otyugh = {
      rests: ["long"],
      lowersMax: { dice: "1d10" },
      save: { save: "con_save", difficulty: 15, cures: true },
    };
    expect(at(withOnRest(otyugh), path)).toEqual([]);
  });

  it("rejects an onRest naming no rest or an undeclared one, bad dice, a save without its difficulty", () => {
    expect(at(withOnRest({ lowersMax: { flat: 2 } }), `${path}.rests`)).toEqual(["missing 1.260"]);
    expect(at(withOnRest({ rests: ["nap"] }), `${path}.rests[0]`)).toEqual(["bad-reference 1.260"]);
    expect(at(withOnRest({ rests: ["long"], lowersMax: { dice: "3x" } }), `${path}.lowersMax.dice`)).toEqual([
      "bad-dice 1.260",
    ]);
    expect(at(withOnRest({ rests: ["long"], save: { save: "con_save" } }), `${path}.save.difficulty`)).toEqual([
      "missing 1.260",
    ]);
  });

  it("rejects the key below 1.260, and restoredWhenCured is 1.261's", () => {
    expect(at(withOnRest(mummyRot, "1.259"), path)).toEqual(["needs-version 1.260"]);
    const cured = at(withOnRest({ ...mummyRot, restoredWhenCured: true }, "1.260"), `${path}.restoredWhenCured`);
    expect(cured).toContain("needs-version 1.261");
  });
});
