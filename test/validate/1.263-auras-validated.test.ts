// Auras (1.263, 1.265, 1.268) are implemented: a condition's `auras`, `keepsOn` and `saveEnds.seenLean` have their
// schema, the reference's stated rules hold, and keys of later sections inside an aura stay unsupported.
import { describe, expect, it } from "vitest";
import { at, type Doc, issuesOf, MECHANICS_PATH, variant, withMechanics } from "./helpers.js";

const gaze = {
  distance: 30,
  side: "enemies",
  targetTypes: { is: { types: ["humanoid"] } },
  save: {
    save: "con_save",
    difficulty: 14,
    applies: [{ condition: "grappled", saveEnds: { save: "con_save", seenLean: "disadvantage" } }],
    seen: true,
    avert: true,
    immuneOnSuccess: true,
    failedBy: { atLeast: 5, applies: [{ condition: "prone" }] },
  },
};

/** The fixture with one more condition carrying `auras`, declaring `version`. */
function withAuras(auras: unknown[], version = "1.268", extra: (doc: Doc) => void = () => {}): Doc {
  return variant((doc) => {
    doc.combat.conditions.push({ id: "gazing", label: "Gazing", auras });
    extra(doc);
  }, version);
}

const AURA = "combat.conditions[3].auras[0]";

describe("auras (1.263, 1.265, 1.268)", () => {
  it("accepts the forms of the reference's examples", () => {
    expect(issuesOf(withAuras([gaze]))).toEqual([]);
    const protection = {
      conditions: ["poisoned"],
      distance: 10,
      side: "allies",
      self: true,
      when: { value: { abilityMod: "cha" }, atLeast: 1 },
    };
    expect(issuesOf(withAuras([protection], "1.263"))).toEqual([]);
    const fire = { distance: 5, side: "all", harms: { dice: "3d6", type: "fire" } };
    const barbed = { distance: 5, side: "all", sourcesOf: ["grappled"], harms: { dice: "1d10", type: "piercing" } };
    expect(issuesOf(withAuras([fire, barbed]))).toEqual([]);
  });

  it("keepsOn on an entry's mechanics and on a creature", () => {
    expect(issuesOf(withMechanics({ keepsOn: ["prone"] }, "1.263"))).toEqual([]);
    const doc = variant((d) => {
      d.catalogs.monsters.entries[0].keepsOn = ["prone"];
    }, "1.263");
    expect(issuesOf(doc)).toEqual([]);
    expect(at(withMechanics({ keepsOn: ["nope"] }, "1.263"), `${MECHANICS_PATH}.keepsOn[0]`)).toEqual([
      "bad-reference 1.263",
    ]);
  });

  it("rejects wrong shapes at their paths", () => {
    expect(at(withAuras([{ ...gaze, side: "foes" }]), `${AURA}.side`)).toEqual(["out-of-range 1.263"]);
    expect(at(withAuras([{ ...gaze, distance: "far" }]), `${AURA}.distance`)).toEqual(["wrong-type 1.263"]);
    expect(at(withAuras([{ side: "all", harms: { type: "fire" } }]), `${AURA}.distance`)).toEqual(["missing 1.263"]);
    const { applies: _applies, ...noApplies } = gaze.save;
    expect(at(withAuras([{ ...gaze, save: noApplies }]), `${AURA}.save.applies`)).toEqual(["missing 1.265"]);
    expect(issuesOf(withAuras([gaze, gaze, gaze, gaze, gaze])).map((i) => i.code)).toContain("too-many");
  });

  it("checks versions: a 1.268 key needs 1.268, a 1.265 key 1.265", () => {
    expect(at(withAuras([gaze], "1.265"), `${AURA}.targetTypes`)).toEqual(["needs-version 1.268"]);
    expect(at(withAuras([gaze], "1.265"), `${AURA}.save.avert`)).toEqual(["needs-version 1.268"]);
    const fire = { conditions: ["prone"], distance: 5, side: "all", harms: { dice: "3d6", type: "fire" } };
    expect(at(withAuras([fire], "1.263"), `${AURA}.harms`)).toEqual(["needs-version 1.265"]);
  });

  it("keys of later sections inside an aura are unsupported", () => {
    expect(at(withAuras([{ ...gaze, feeds: 5 }], "1.400"), `${AURA}.feeds`)).toEqual(["unsupported 1.331"]);
    expect(at(withAuras([{ ...gaze, needs: ["hearing"] }], "1.300"), `${AURA}.needs`)).toEqual(["unsupported 1.265"]);
  });
});

describe("stated rules", () => {
  it("1.263: self never goes with enemies", () => {
    expect(at(withAuras([{ ...gaze, self: true }]), `${AURA}.self`)).toEqual(["not-allowed 1.263"]);
  });

  it("1.263: a condition an aura spreads carries no aura itself", () => {
    const doc = withAuras([{ conditions: ["gazing"], distance: 5, side: "all" }]);
    expect(at(doc, `${AURA}.conditions[0]`)).toEqual(["not-allowed 1.263"]);
  });

  it("1.265: an aura spreads conditions, harms or calls for a save; before 1.265 it needs conditions", () => {
    expect(at(withAuras([{ distance: 5, side: "all" }]), `${AURA}.conditions`)).toEqual(["missing 1.265"]);
    const fire = { distance: 5, side: "all", harms: { dice: "3d6", type: "fire" } };
    expect(at(withAuras([fire], "1.263"), `${AURA}.conditions`)).toEqual(["missing 1.265"]);
  });

  it("1.268: avert needs a seen save", () => {
    const { seen: _seen, ...unseen } = gaze.save;
    const blind = { ...gaze, save: unseen };
    expect(at(withAuras([blind]), `${AURA}.save.avert`)).toEqual(["missing 1.268"]);
  });
});
