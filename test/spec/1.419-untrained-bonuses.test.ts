// 1.419 — Untrained bonuses read from the sheet: Jack of All Trades adds half the proficiency bonus (rounded down,
// from bard level 2) to untrained skills through `untrained.add`, and to plain ability checks through `checkAdd`.
import { describe, expect, it } from "vitest";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { fighter, ruleset5e } from "../sheet/fixture.js";
import { unclaimedDoc } from "../support/loaded.js";

const base = ruleset5e({ capabilityApi: "1.419" });
const jack = { derived: "jack" } as const;
const doc: RulesetDoc = unclaimedDoc(
  {
    ...base,
    sheet: {
      ...base.sheet,
      abilities: base.sheet.abilities.map((a) => ({ ...a, checkAdd: jack })),
      skills: base.sheet.skills!.map((s) => ({ ...s, untrained: { add: jack } })),
      fields: [...base.sheet.fields!, { id: "bard_level", label: "Bard level", type: "number", default: 0 }],
      derived: [
        ...base.sheet.derived!,
        {
          id: "jack",
          label: "Jack of All Trades",
          value: {
            min: [
              { half: { derived: "prof" } },
              {
                times: [
                  {
                    from: { field: "bard_level" },
                    table: [
                      [0, 0],
                      [2, 1],
                    ],
                  },
                  100,
                ],
              },
            ],
          },
        },
      ],
    },
  },
  ["1.419"],
);

describe("1.419 Jack of All Trades", () => {
  const bard = fighter({ fields: { level: 5, hp_max: 30, bard_level: 5 }, proficiencies: { athletics: "proficient" } });

  it("adds half the proficiency bonus to untrained skills, shown in the skill's number", () => {
    const sheet = Sheet.of(doc, bard);
    expect(sheet.value("jack")).toBe(1);
    expect(sheet.value({ skillMod: "stealth" })).toBe(1 + 1);
    expect(sheet.value({ skillMod: "athletics" })).toBe(3 + 3);
    const r = sheet.check("arcana");
    expect(r.ok && r.event.modifier).toBe(0 + 1);
  });

  it("adds checkAdd to plain ability checks but not to saves", () => {
    const sheet = Sheet.of(doc, bard);
    const strength = sheet.check("strength");
    expect(strength.ok && strength.event.modifier).toBe(3 + 1);
    const save = sheet.check("wis_save");
    expect(save.ok && save.event.modifier).toBe(-1);
  });

  it("adds nothing below bard level 2", () => {
    const sheet = Sheet.of(doc, fighter({ fields: { level: 5, hp_max: 30, bard_level: 1 } }));
    expect(sheet.value({ skillMod: "stealth" })).toBe(1);
  });
});
