// 1.378 — Custom wording on sheets: a Spells list with a "prepared" mark that the Game Master's
// `op="prepare"` / `op="unprepare"` check and clear, and a live text field hidden by a derived value.
import { describe, expect, it } from "vitest";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { ruleset5e } from "../sheet/fixture.js";
import { unclaimedDoc } from "../support/loaded.js";

const base = ruleset5e({ capabilityApi: "1.378" });
const doc: RulesetDoc = unclaimedDoc(
  {
    ...base,
    sheet: {
      ...base.sheet,
      fields: [
        ...base.sheet.fields!,
        { id: "concentration_spells", label: "Concentration spells known", type: "number", default: 0 },
      ],
      derived: [
        ...base.sheet.derived!,
        {
          id: "knows_concentration",
          label: "Knows concentration",
          value: { min: [1, { field: "concentration_spells" }] },
        },
      ],
      live: {
        ...base.sheet.live,
        texts: [
          {
            id: "concentrating_on",
            label: "Concentrating on",
            hideWhen: { derived: "knows_concentration", equals: 0 },
          },
        ],
      },
      lists: [
        {
          id: "spells",
          label: "Spells",
          catalog: "spells",
          columns: [
            { id: "level", label: "Level", type: "number" },
            { id: "prepared", label: "Prepared", type: "boolean" },
          ],
          display: {
            tab: "Spells",
            by: { column: "level", labels: ["Cantrips", "1st level", "2nd level"] },
            mark: "prepared",
          },
        },
      ],
    },
    catalogs: {
      spells: {
        label: "Spells",
        type: "entries",
        entries: [
          { id: "shield", name: "Shield", level: 1 },
          { id: "misty-step", name: "Misty Step", level: 2 },
        ],
      },
    },
  },
  ["1.378"],
);

const wizard = (fields: SheetData["fields"] = {}): SheetData => ({
  name: "Wizard",
  abilities: { str: 8, dex: 14, con: 12, int: 17, wis: 12, cha: 10 },
  fields: { level: 3, hp_max: 18, ...fields },
  lists: {
    spells: [
      { entry: "spells/shield", level: 1, prepared: false },
      { entry: "spells/misty-step", level: 2, prepared: true },
    ],
  },
});

describe("1.378 prepare, unprepare and hidden texts", () => {
  it("prepare checks the row's mark and unprepare clears it", () => {
    const sheet = Sheet.of(doc, wizard());
    const prepared = sheet.command('[sheet: op="prepare" name="Shield"]');
    if (!prepared.ok) throw new Error(prepared.message);
    expect(prepared.sheet.data.lists?.spells[0].prepared).toBe(true);
    expect(prepared.events).toEqual([{ type: "mark", list: "spells", row: "Shield", column: "prepared", value: true }]);
    const unprepared = prepared.sheet.command('[sheet: op="unprepare" name="misty step"]');
    if (!unprepared.ok) throw new Error(unprepared.message);
    expect(unprepared.sheet.data.lists?.spells[1].prepared).toBe(false);
  });

  it("rejects a row the sheet does not have and a mark already set", () => {
    const sheet = Sheet.of(doc, wizard());
    expect(sheet.command('[sheet: op="prepare" name="Fireball"]')).toMatchObject({ ok: false, code: "not-on-sheet" });
    expect(sheet.command('[sheet: op="prepare" name="Misty Step"]')).toMatchObject({ ok: false, code: "no-change" });
    expect(sheet.command('[sheet: op="prepare" name="Shield" count="2"]')).toMatchObject({
      ok: false,
      code: "bad-command",
    });
  });

  it("hides a text field while the derived value equals 0", () => {
    expect(Sheet.of(doc, wizard()).texts()).toEqual([]);
    expect(Sheet.of(doc, wizard({ concentration_spells: 2 })).texts()).toEqual([
      { id: "concentrating_on", label: "Concentrating on", value: "" },
    ]);
  });
});
