import { describe, expect, it } from "vitest";
import { at, MECHANICS_PATH, variant, withMechanics } from "./helpers.js";

// 1.185 and 1.191: `against` narrows a save modifier only, to the saves against some creatures and some of their
// actions; its lists are written as lists of names. 1.191's `conditionImmunitiesFrom` names conditions and a
// `from`; an entry's `targetTypes` bounds are scores by ability.
describe("1.191: a save modifier's against", () => {
  const withModifier = (modifier: Record<string, unknown>) =>
    variant((d) => {
      d.combat.conditions[0].modifiers = [modifier];
    });
  const path = "combat.conditions[0].modifiers[0].against";

  it("is accepted on a saves modifier, narrowed to a dragon's named actions", () => {
    const doc = withModifier({
      to: "saves",
      mode: "advantage",
      against: { from: { types: ["dragon"] }, actions: ["frightful_presence", "breath_weapons"] },
    });
    expect(at(doc, path)).toEqual([]);
  });

  it("is rejected on any other modifier", () => {
    expect(at(withModifier({ to: "attacks", flat: 1, against: { actions: ["bite"] } }), path)).toEqual([
      "not-allowed 1.191",
    ]);
  });

  it("rejects actions that are not a list of names, and a from without types", () => {
    expect(at(withModifier({ to: "saves", flat: 1, against: { actions: "bite" } }), `${path}.actions`)).toEqual([
      "wrong-type 1.191",
    ]);
    expect(at(withModifier({ to: "saves", flat: 1, against: { from: { tags: ["x"] } } }), `${path}.from`)).toContain(
      "wrong-type 1.191",
    );
  });

  it("is refused below 1.191 when it names actions", () => {
    const doc = withModifier({ to: "saves", flat: 1, against: { actions: ["bite"] } });
    doc.capabilityApi = "1.190";
    expect(at(doc, `${path}.actions`)).toEqual(["needs-version 1.191"]);
  });
});

describe("1.191: conditionImmunitiesFrom and targetTypes.abilityAtLeast", () => {
  it("a conditionImmunitiesFrom item needs its conditions and its from, and names declared conditions", () => {
    const doc = variant((d) => {
      d.combat.conditions[0].conditionImmunitiesFrom = [
        { from: { types: ["undead"] } },
        { conditions: ["nope"], from: {} },
      ];
    });
    expect(at(doc, "combat.conditions[0].conditionImmunitiesFrom[0].conditions")).toEqual(["missing 1.191"]);
    expect(at(doc, "combat.conditions[0].conditionImmunitiesFrom[1].conditions[0]")).toEqual(["bad-reference 1.191"]);
  });

  it("abilityAtLeast takes scores by ability, and needs 1.191", () => {
    expect(at(withMechanics({ targetTypes: { abilityAtLeast: { int: 5 } } }), `${MECHANICS_PATH}.targetTypes`)).toEqual(
      [],
    );
    expect(
      at(
        withMechanics({ targetTypes: { abilityAtLeast: { luck: 5 } } }),
        `${MECHANICS_PATH}.targetTypes.abilityAtLeast.luck`,
      ),
    ).toEqual(["bad-reference 1.191"]);
    expect(
      at(
        withMechanics({ targetTypes: { abilityAtLeast: { int: 5 } } }, "1.190"),
        `${MECHANICS_PATH}.targetTypes.abilityAtLeast`,
      ),
    ).toEqual(["needs-version 1.191"]);
  });
});
