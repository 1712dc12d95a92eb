// Live conditions on a sheet: the Game Master's `op="condition"`, the conditions limit of the declared
// Capability API, and cures used outside combat (`ends`, by id or by kind).
import { describe, expect, it } from "vitest";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { loadedDoc } from "../support/loaded.js";
import { ruleset5e } from "./fixture.js";

const many = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c${i}`, label: `Condition ${i}` }));

function withConditions(version: string, n: number): RulesetDoc {
  const base = ruleset5e({ capabilityApi: version });
  return { ...base, sheet: { ...base.sheet, live: { ...base.sheet.live, conditions: many(n) } } };
}

const holding = (ids: string[]): SheetData => ({
  name: "Holder",
  abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
  live: { conditions: ids },
});

describe("op=condition", () => {
  const doc = ruleset5e();

  it("adds a condition by id or label and removes it", () => {
    const sheet = Sheet.of(doc, holding([]));
    const on = sheet.command('[sheet: op="condition" name="Inspired"]');
    if (!on.ok) throw new Error(on.message);
    expect(on.sheet.data.live?.conditions).toEqual(["inspired"]);
    expect(on.events).toEqual([{ type: "condition-added", condition: "inspired" }]);
    const off = on.sheet.command('[sheet: op="condition" name="inspired" on="false"]');
    if (!off.ok) throw new Error(off.message);
    expect(off.sheet.data.live?.conditions).toEqual([]);
    expect(off.events).toEqual([{ type: "condition-ended", condition: "inspired", reason: "command" }]);
  });

  it("rejects an unknown condition, one already held, and one not held", () => {
    const sheet = Sheet.of(doc, holding(["inspired"]));
    expect(sheet.command('[sheet: op="condition" name="Sleepy"]')).toMatchObject({
      ok: false,
      code: "unknown-condition",
    });
    expect(sheet.command('[sheet: op="condition" name="inspired"]')).toMatchObject({ ok: false, code: "no-change" });
    expect(Sheet.of(doc, holding([])).command('[sheet: op="condition" name="inspired" on="false"]')).toMatchObject({
      ok: false,
      code: "no-change",
    });
  });

  it("holds at most 80 conditions before 1.188 and 160 from it", () => {
    const ids = many(80).map((c) => c.id);
    const old = Sheet.of(withConditions("1.187", 100), holding(ids));
    const refused = old.command('[sheet: op="condition" name="c85"]');
    expect(refused).toMatchObject({ ok: false, code: "too-many", path: "sheet.live.conditions" });
    if (refused.ok) return;
    expect(refused.message).toContain("at most 80");
    expect(old.data.live?.conditions).toHaveLength(80);
    const newer = Sheet.of(withConditions("1.188", 100), holding(ids)).command('[sheet: op="condition" name="c85"]');
    expect(newer.ok && newer.sheet.data.live?.conditions).toHaveLength(81);
    const full = Sheet.of(withConditions("1.188", 170), holding(many(160).map((c) => c.id)));
    expect(full.command('[sheet: op="condition" name="c165"]')).toMatchObject({ ok: false, code: "too-many" });
  });
});

describe("cures used outside combat", () => {
  const base = ruleset5e();
  const doc = loadedDoc({
    ...base,
    combat: {
      health: { pool: "hp" },
      defense: 10,
      speed: 30,
      budgets: [{ id: "action", label: "Action" }],
      conditions: [
        { id: "sewer-plague", label: "Sewer Plague", kinds: ["disease"] },
        { id: "poisoned", label: "Poisoned" },
      ],
    },
    sheet: { ...base.sheet, lists: [{ id: "spells", label: "Spells", catalog: "spells", columns: [] }] },
    catalogs: {
      spells: {
        label: "Spells",
        type: "entries",
        entries: [
          {
            id: "lesser-restoration",
            name: "Lesser Restoration",
            level: 2,
            mechanics: {
              kind: "utility",
              cost: { group: "slots" },
              ends: { conditions: ["disease", "poisoned"], count: 1 },
            },
          },
        ],
      },
    },
  } satisfies RulesetDoc);
  const cleric: SheetData = {
    ...holding(["poisoned", "sewer-plague"]),
    fields: { level: 3 },
    lists: { spells: [{ entry: "spells/lesser-restoration" }] },
  };

  it("Lesser Restoration ends one condition: the first listed that is held, a disease by its kind", () => {
    const out = Sheet.of(doc, cleric).command('[sheet: op="use" name="Lesser Restoration"]');
    if (!out.ok) throw new Error(out.message);
    expect(out.sheet.data.live?.conditions).toEqual(["poisoned"]);
    expect(out.events).toContainEqual({
      type: "condition-ended",
      condition: "sewer-plague",
      reason: "Lesser Restoration",
    });
    expect(out.sheet.pool("slots_2").value).toBe(2);
  });
});
