// 1.269 staves that cast with their holder's numbers: `sheetDifficulty` and `toHit.sheetBonus` are values;
// `chargeStep` needs its `max` and goes with the use's own `charges`; all need 1.269. An aura's `immuneWhenEnds` is
// a flag on its save.
import { describe, expect, it } from "vitest";
import { at, ITEM_USE_PATH, variant, withItemUse } from "./helpers.js";

const charged = (extra: Record<string, unknown>, version?: string) => withItemUse({ charges: 1, ...extra }, version);

describe("1.269 item use keys", () => {
  it("accepts a staff's numbers and its charge steps", () => {
    const doc = charged({
      sheetDifficulty: { derived: "spell_dc" },
      toHit: { sheetBonus: { derived: "spell_attack" } },
      chargeStep: { max: 2, amount: "1d6", targets: 1 },
    });
    expect(at(doc, ITEM_USE_PATH)).toEqual([]);
  });

  it("a chargeStep needs the use's own charges, and its max", () => {
    expect(at(withItemUse({ chargeStep: { max: 2 } }), `${ITEM_USE_PATH}.chargeStep`)).toEqual(["missing 1.269"]);
    expect(at(charged({ chargeStep: { amount: "1d6" } }), `${ITEM_USE_PATH}.chargeStep.max`)).toEqual([
      "missing 1.269",
    ]);
    expect(at(charged({ chargeStep: { max: 2, amount: "lots" } }), `${ITEM_USE_PATH}.chargeStep.amount`)).toEqual([
      "bad-dice 1.269",
    ]);
  });

  it("a sheet value that is not a value is rejected", () => {
    expect(at(charged({ sheetDifficulty: "spell_dc" }), `${ITEM_USE_PATH}.sheetDifficulty`)).not.toEqual([]);
  });

  it("needs 1.269", () => {
    const doc = charged({ sheetDifficulty: { derived: "spell_dc" }, chargeStep: { max: 2 } }, "1.268");
    expect(at(doc, `${ITEM_USE_PATH}.sheetDifficulty`)).toEqual(["needs-version 1.269"]);
    expect(at(doc, `${ITEM_USE_PATH}.chargeStep`)).toEqual(["needs-version 1.269"]);
  });
});

describe("1.269 auras[].save.immuneWhenEnds", () => {
  const aura = (save: Record<string, unknown>) =>
    variant((d) => {
      d.combat.conditions[0].auras = [
        {
          distance: 30,
          side: "enemies",
          save: { save: "wis_save", difficulty: 11, applies: [{ condition: d.combat.conditions[0].id }], ...save },
        },
      ];
    });
  const path = "combat.conditions[0].auras[0].save.immuneWhenEnds";

  it("is a flag of the aura's save, and needs 1.269", () => {
    expect(at(aura({ immuneWhenEnds: true }), path)).toEqual([]);
    expect(at(aura({ immuneWhenEnds: "yes" }), path)).toEqual(["wrong-type 1.269"]);
    const old = aura({ immuneWhenEnds: true });
    old.capabilityApi = "1.268";
    expect(at(old, path)).toEqual(["needs-version 1.269"]);
  });
});
