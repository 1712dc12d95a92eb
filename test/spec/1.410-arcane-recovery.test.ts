// 1.410 — Giving back pools within an allowance: Arcane Recovery recovers spell slots chosen by the Game Master,
// levels adding up to half the wizard level (rounded up), none above level 5; it pays its counter row.
import { describe, expect, it } from "vitest";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { featuresList, ruleset5e } from "../sheet/fixture.js";
import { unclaimedDoc } from "../support/loaded.js";

// The cost names the entry's counter row (docs/sheets.md), a form the validator does not know yet.
const COUNTER_ROW_COST = "catalogs.features.entries[0].mechanics.cost bad-reference";
const base = ruleset5e();
const doc: RulesetDoc = unclaimedDoc(
  {
    ...base,
    capabilityApi: "1.410",
    sheet: {
      ...base.sheet,
      lists: [featuresList()],
    },
    catalogs: {
      features: {
        label: "Features",
        type: "entries",
        entries: [
          {
            id: "arcane-recovery",
            name: "Arcane Recovery",
            mechanics: {
              kind: "utility",
              cost: "Arcane Recovery",
              recovers: { group: "slots", upTo: { derived: "arcane_recovery_levels" }, most: 5 },
            },
          },
        ],
      },
    },
  },
  [],
  [COUNTER_ROW_COST],
);

const wizard = (pools: Record<string, number>, used = 0): SheetData => ({
  name: "Wizard 6",
  abilities: { str: 8, dex: 14, con: 12, int: 17, wis: 12, cha: 10 },
  fields: { level: 6, wizard_level: 6, hp_max: 32 },
  live: { pools },
  lists: {
    features: [{ entry: "features/arcane-recovery", name: "Arcane Recovery", uses: 1, used, recharge: "long" }],
  },
});

describe("1.410 Arcane Recovery", () => {
  it("gives back a level-1 slot twice and a level-2 slot: levels 4 of the 3 allowed is rejected, 3 is not", () => {
    const sheet = Sheet.of(doc, wizard({ slots_1: 0, slots_2: 0 }));
    expect(sheet.value("arcane_recovery_levels")).toBe(3);
    const tooMuch = sheet.command('[sheet: op="use" name="Arcane Recovery" recover="Level 1 Slot:2, Level 2 Slot:1"]');
    expect(tooMuch).toMatchObject({ ok: false, code: "bad-recover" });
    const ok = sheet.command('[sheet: op="use" name="Arcane Recovery" recover="Level 1 Slot, slots_2:1"]');
    if (!ok.ok) throw new Error(ok.message);
    expect(ok.sheet.pool("slots_1").value).toBe(1);
    expect(ok.sheet.pool("slots_2").value).toBe(1);
    expect(ok.sheet.data.lists?.features[0].used).toBe(1);
  });

  it("rejects a pool outside the group, above most, or with fewer spent than asked, spending nothing", () => {
    const rich: RulesetDoc = unclaimedDoc(
      {
        ...doc,
        sheet: {
          ...doc.sheet,
          fields: doc.sheet.fields,
          live: {
            ...doc.sheet.live,
            pools: [
              ...doc.sheet.live!.pools!,
              { id: "slots_6", label: "Level 6 Slot", max: 1, group: "slots", level: 6 },
            ],
          },
        },
      },
      [],
      [COUNTER_ROW_COST],
    );
    const sheet = Sheet.of(rich, {
      ...wizard({ slots_1: 3, slots_6: 0 }),
      fields: { level: 20, wizard_level: 20, hp_max: 80 },
    });
    for (const recover of ["Hit dice", "Level 6 Slot", "Level 1 Slot:2", "Nowhere"]) {
      const r = sheet.command(`[sheet: op="use" name="Arcane Recovery" recover="${recover}"]`);
      expect(r, recover).toMatchObject({ ok: false, code: "bad-recover" });
    }
    expect(sheet.data.lists?.features[0].used).toBe(0);
    expect(sheet.pool("slots_1").value).toBe(3);
  });

  it("needs its counter row: a second use before a rest is rejected", () => {
    const spent = Sheet.of(doc, wizard({ slots_1: 0 }, 1));
    expect(spent.command('[sheet: op="use" name="Arcane Recovery" recover="Level 1 Slot"]')).toMatchObject({
      ok: false,
      code: "not-enough",
    });
    const rested = spent.rest("long");
    if (!rested.ok) throw new Error(rested.message);
    expect(rested.sheet.data.lists?.features[0].used).toBe(0);
  });

  it("rejects recover on a use without recovers, and a recovers use without recover", () => {
    const sheet = Sheet.of(doc, wizard({ slots_1: 0 }));
    expect(sheet.command('[sheet: op="use" name="Arcane Recovery"]')).toMatchObject({ ok: false, code: "bad-command" });
    expect(sheet.command('[sheet: op="use" name="Fireball" recover="Level 1 Slot"]')).toMatchObject({
      code: "not-on-sheet",
    });
  });
});
