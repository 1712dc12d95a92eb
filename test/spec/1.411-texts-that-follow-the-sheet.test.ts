// 1.411 — Text that changes with the sheet: Font of Inspiration turns the Bardic Inspiration counter's recharge
// from "long" to "short" at bard level 5, through a `scaled` cell with `texts`, so a short rest refills it.
import { describe, expect, it } from "vitest";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { validate } from "../../src/validate/index.js";
import { featuresList, ruleset5e } from "../sheet/fixture.js";
import { loadedDoc } from "../support/loaded.js";

const base = ruleset5e({ capabilityApi: "1.411" });
const source = {
  ...base,
  sheet: {
    ...base.sheet,
    fields: [...base.sheet.fields!, { id: "bard_level", label: "Bard level", type: "number", default: 0 }],
    lists: [featuresList(["short", "long"])],
  },
  catalogs: {
    features: {
      label: "Features",
      type: "entries",
      entries: [
        {
          id: "bardic-inspiration",
          name: "Bardic Inspiration",
          row: {
            list: "features",
            values: { name: "Bardic Inspiration", recharge: "long" },
            scaled: {
              recharge: {
                from: { field: "bard_level" },
                texts: [
                  [1, "long"],
                  [5, "short"],
                ],
              },
              uses: {
                from: { abilityMod: "cha" },
                table: [
                  [1, 1],
                  [2, 2],
                  [3, 3],
                  [4, 4],
                  [5, 5],
                ],
              },
            },
          },
        },
      ],
    },
  },
};
const doc: RulesetDoc = loadedDoc(source);

const bard = (level: number): SheetData => ({
  name: "Bard",
  abilities: { str: 8, dex: 14, con: 12, int: 10, wis: 10, cha: 16 },
  fields: { level, bard_level: level, hp_max: 30 },
  lists: { features: [{ entry: "features/bardic-inspiration", used: 3 }] },
});

describe("1.411 Font of Inspiration", () => {
  it("the recharge cell reads long before bard level 5 and short from it", () => {
    expect(Sheet.of(doc, bard(4)).cell("features", 0, "recharge")).toBe("long");
    expect(Sheet.of(doc, bard(5)).cell("features", 0, "recharge")).toBe("short");
    expect(Sheet.of(doc, bard(5)).cell("features", 0, "uses")).toBe(3);
    expect(Sheet.of(doc, bard(0)).cell("features", 0, "recharge")).toBe("long");
  });

  it("so a short rest refills the counter only from level 5", () => {
    const before = Sheet.of(doc, bard(4)).rest("short");
    const after = Sheet.of(doc, bard(5)).rest("short");
    if (!before.ok || !after.ok) throw new Error("rejected");
    expect(before.sheet.data.lists?.features[0].used).toBe(3);
    expect(after.sheet.data.lists?.features[0].used).toBe(0);
    expect(after.events).toContainEqual({
      type: "pool",
      pool: "Bardic Inspiration",
      from: 0,
      to: 3,
      reason: "rest:short",
    });
  });

  it("needs 1.411; texts scale only a text or enum column, an enum's among its values", () => {
    const at = "catalogs.features.entries[0].row.scaled.recharge.texts";
    const issues = (d: unknown) => validate(d).issues.map((i) => `${i.path} ${i.code}`);
    expect(issues({ ...source, capabilityApi: "1.410" })).toContain(`${at} needs-version`);
    const change = (fn: (d: typeof source) => void) => {
      const d = structuredClone(source);
      fn(d);
      return d;
    };
    const onNumber = change((d) => {
      const cell = d.catalogs.features.entries[0]!.row.scaled;
      (cell as Record<string, unknown>).uses = cell.recharge;
    });
    expect(issues(onNumber)).toContain("catalogs.features.entries[0].row.scaled.uses.texts not-allowed");
    const outside = change((d) => (d.catalogs.features.entries[0]!.row.scaled.recharge.texts[1]![1] = "dawn"));
    expect(issues(outside)).toEqual([`${at}[1][1] out-of-range`]);
  });
});
