// 1.270 and 1.274 as the validator sees them: "Catalog entry mechanics with `applies` can carry `kindChoice: true`:
// the user names one of `combat.creatureTypes`" (so a kind choice without `applies`, or in a ruleset naming no
// kinds, is refused), 1.274's item use `kindChoice`, an aura's `chosenKind` and `orSeen`, and `saveEnds.beyond` in
// the ruleset's distance units, on an entry's applies and on what an aura's save applies (Antipathy's).
import { describe, expect, it } from "vitest";
import {
  at,
  type Doc,
  ITEM_USE_PATH,
  issuesOf,
  MECHANICS_PATH,
  variant,
  withItemUse,
  withMechanics,
} from "./helpers.js";

const KINDS = [
  { id: "humanoid", label: "Humanoid" },
  { id: "undead", label: "Undead" },
  { id: "beast", label: "Beast" },
];
const applies = [{ condition: "poisoned", saveEnds: { save: "con_save", beyond: 60 } }];

/** `doc` with `combat.creatureTypes` listed. */
function kinded(doc: Doc): Doc {
  doc.combat.creatureTypes = KINDS;
  return doc;
}

/** The fixture with one more condition carrying an aura, declaring `version`. */
function withAura(aura: Record<string, unknown>, version = "1.600"): Doc {
  return variant((doc) => {
    kinded(doc);
    doc.combat.conditions.push({ id: "repelling", label: "Repelling", auras: [aura] });
  }, version);
}
const AURA = "combat.conditions[3].auras[0]";
const repel = {
  distance: 60,
  side: "all",
  chosenKind: true,
  orSeen: true,
  save: {
    save: "wis_save",
    difficulty: 15,
    applies: [
      { condition: "poisoned", saveEnds: { save: "wis_save", beyond: 60 } },
      { condition: "prone", saveEnds: { save: "wis_save", at: "damaged", bySource: true } },
    ],
  },
};

describe("1.270 kindChoice on an entry", () => {
  it("accepts the reference's form: applies beside it, kinds in combat.creatureTypes", () => {
    expect(issuesOf(kinded(withMechanics({ kindChoice: true, applies })))).toEqual([]);
  });

  it("needs applies beside it: what remembers the kind", () => {
    expect(at(kinded(withMechanics({ kindChoice: true })), `${MECHANICS_PATH}.kindChoice`)).toEqual(["missing 1.270"]);
  });

  it("needs kinds to name in combat.creatureTypes", () => {
    expect(at(withMechanics({ kindChoice: true, applies }), `${MECHANICS_PATH}.kindChoice`)).toEqual(["missing 1.270"]);
  });

  it("is true or false, and needs 1.270", () => {
    expect(at(kinded(withMechanics({ kindChoice: "goblins", applies })), `${MECHANICS_PATH}.kindChoice`)).toEqual([
      "wrong-type 1.270",
    ]);
    expect(at(kinded(withMechanics({ kindChoice: true, applies }, "1.269")), `${MECHANICS_PATH}.kindChoice`)).toEqual([
      "needs-version 1.270",
    ]);
  });
});

describe("1.274 kindChoice on an item use", () => {
  const scroll = { kind: "buff", targets: "any", amount: undefined, kindChoice: true, applies };

  it("accepts it with applies and kinds, from 1.274", () => {
    expect(issuesOf(kinded(withItemUse(scroll)))).toEqual([]);
    expect(at(kinded(withItemUse(scroll, "1.273")), `${ITEM_USE_PATH}.kindChoice`)).toEqual(["needs-version 1.274"]);
  });

  it("needs applies beside it", () => {
    expect(at(kinded(withItemUse({ ...scroll, applies: undefined })), `${ITEM_USE_PATH}.kindChoice`)).toEqual([
      "missing 1.274",
    ]);
  });
});

describe("1.270 auras[].chosenKind, auras[].orSeen and saveEnds.beyond", () => {
  it("an aura's save applies what an entry's applies would: beyond, and a damaged save by its source", () => {
    expect(issuesOf(withAura(repel))).toEqual([]);
  });

  it("1.274's rule holds there too: bySource only on a save made when the holder is damaged", () => {
    const charm = { condition: "prone", saveEnds: { save: "wis_save", bySource: true } };
    expect(
      at(
        withAura({ ...repel, save: { ...repel.save, applies: [charm] } }),
        `${AURA}.save.applies[0].saveEnds.bySource`,
      ),
    ).toEqual(["not-allowed 1.274"]);
  });

  it("chosenKind and orSeen are true or false, from 1.270", () => {
    expect(at(withAura({ ...repel, chosenKind: 1 }), `${AURA}.chosenKind`)).toEqual(["wrong-type 1.270"]);
    expect(at(withAura({ ...repel, orSeen: "yes" }), `${AURA}.orSeen`)).toEqual(["wrong-type 1.270"]);
    expect(at(withAura(repel, "1.269"), `${AURA}.chosenKind`)).toEqual(["needs-version 1.270"]);
    expect(at(withAura(repel, "1.269"), `${AURA}.orSeen`)).toEqual(["needs-version 1.270"]);
  });

  it("beyond is a distance: not negative, a number, from 1.270 on an entry", () => {
    const path = `${MECHANICS_PATH}.applies[0].saveEnds.beyond`;
    const one = (beyond: unknown, version?: string) =>
      withMechanics({ applies: [{ condition: "poisoned", saveEnds: { save: "con_save", beyond } }] }, version);
    expect(at(one(-5), path)).toEqual(["out-of-range 1.270"]);
    expect(at(one("far"), path)).toEqual(["wrong-type 1.270"]);
    expect(at(one(60, "1.269"), path)).toEqual(["needs-version 1.270"]);
    expect(
      at(
        withAura({
          ...repel,
          save: { ...repel.save, applies: [{ condition: "poisoned", saveEnds: { save: "wis_save", beyond: -1 } }] },
        }),
        `${AURA}.save.applies[0].saveEnds.beyond`,
      ),
    ).toHaveLength(1);
  });
});
