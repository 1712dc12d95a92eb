// 1.181 what a save counts as being against: `save.against` names declared damage types and conditions on an entry
// and a creature action, and needs 1.181; a save modifier's `against.damage` and `against.conditions` name
// declared ones too.
import { describe, expect, it } from "vitest";
import { ACTION_PATH, at, type Doc, issuesOf, MECHANICS_PATH, variant, withAction, withMechanics } from "./helpers.js";

/** The fixture declares no damage types (any name goes until it does): these are the ones it knows. */
const typed = (doc: Doc): Doc => {
  doc.combat.damageTypes = [{ id: "poison", label: "Poison" }];
  return doc;
};

const save = (against: unknown) => ({ save: { save: "con_save", onSuccess: "none", against } });

describe("save.against (1.181)", () => {
  it("accepts the reference's form on an entry and on a creature action", () => {
    expect(issuesOf(withMechanics(save({ damage: ["poison"] })))).toEqual([]);
    expect(
      issuesOf(withAction({ save: { save: "con_save", difficulty: 12, against: { damage: ["poison"] } } })),
    ).toEqual([]);
  });

  it("rejects an undeclared damage type or condition, and a list that is not one", () => {
    expect(issuesOf(typed(withMechanics(save({ damage: ["miasma"] }))))).toContainEqual(
      expect.objectContaining({ path: `${MECHANICS_PATH}.save.against.damage[0]`, code: "bad-reference" }),
    );
    expect(issuesOf(withMechanics(save({ conditions: ["sickened"] })))).toContainEqual(
      expect.objectContaining({ path: `${MECHANICS_PATH}.save.against.conditions[0]`, code: "bad-reference" }),
    );
    expect(issuesOf(withMechanics(save({ damage: "poison" })))).toContainEqual(
      expect.objectContaining({ path: `${MECHANICS_PATH}.save.against.damage`, code: "wrong-type" }),
    );
  });

  it("needs 1.181", () => {
    expect(issuesOf(withMechanics(save({ damage: ["poison"] }), "1.180"))).toContainEqual(
      expect.objectContaining({ path: `${MECHANICS_PATH}.save.against`, code: "needs-version" }),
    );
    expect(
      issuesOf(withAction({ save: { save: "con_save", difficulty: 12, against: { damage: ["poison"] } } }, "1.180")),
    ).toContainEqual(expect.objectContaining({ path: `${ACTION_PATH}.save.against`, code: "needs-version" }));
  });
});

describe("a save modifier against damage types and conditions (1.181)", () => {
  const withModifier = (against: Record<string, unknown>) =>
    variant((d) => {
      d.combat.conditions[0].modifiers = [{ to: "saves", mode: "advantage", against }];
    });
  const path = "combat.conditions[0].modifiers[0].against";

  it("is accepted naming a declared damage type or condition", () => {
    expect(at(withModifier({ damage: ["poison"] }), path)).toEqual([]);
    expect(at(withModifier({ conditions: ["poisoned"] }), path)).toEqual([]);
  });

  it("rejects an undeclared one, and a list that is not one", () => {
    expect(at(typed(withModifier({ damage: ["miasma"] })), `${path}.damage[0]`)).toEqual(["bad-reference 1.191"]);
    expect(at(withModifier({ damage: ["miasma"] }), path)).toEqual([]);
    expect(at(withModifier({ conditions: ["sickened"] }), `${path}.conditions[0]`)).toEqual(["bad-reference 1.191"]);
    expect(at(withModifier({ damage: [] }), `${path}.damage`)).toEqual(["wrong-type 1.191"]);
  });
});
