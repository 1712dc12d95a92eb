// 1.378 — Preparing within the guided builder's counts: a wizard prepares Int modifier + wizard level spells
// from the spellbook (cantrips not counted); a cleric's prepare adds rows the builder lets it choose checked.
import { describe, expect, it } from "vitest";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { ruleset5e } from "../sheet/fixture.js";
import { unclaimedDoc } from "../support/loaded.js";

const base = ruleset5e({ capabilityApi: "1.378" });
const leveled = (id: string, name: string, level: number, cls: string) => ({
  id,
  name,
  level,
  filters: { level, class: cls },
});

const doc: RulesetDoc = unclaimedDoc(
  {
    ...base,
    sheet: {
      ...base.sheet,
      fields: [...base.sheet.fields!, { id: "cleric_level", label: "Cleric level", type: "number", default: 0 }],
      lists: [
        {
          id: "spells",
          label: "Spells",
          catalog: "spells",
          columns: [
            { id: "level", label: "Level", type: "number" },
            { id: "prepared", label: "Prepared", type: "boolean" },
          ],
          display: { tab: "Spells", by: { column: "level" }, mark: "prepared" },
        },
      ],
      builder: {
        steps: [
          {
            id: "cantrips",
            label: "Wizard cantrips",
            list: "spells",
            catalog: "spells",
            filters: { class: "wizard", level: 0 },
            count: 3,
            stamp: { prepared: true },
          },
          {
            id: "spellbook",
            label: "Spellbook",
            list: "spells",
            catalog: "spells",
            filters: { class: "wizard" },
            notFilters: { level: 0 },
            count: { sum: [4, { times: [{ field: "wizard_level" }, 2] }] },
          },
          {
            id: "wizard-prepared",
            label: "Prepared wizard spells",
            list: "spells",
            mark: "prepared",
            filters: { class: "wizard" },
            notFilters: { level: 0 },
            count: { max: [1, { sum: [{ abilityMod: "int" }, { field: "wizard_level" }] }] },
          },
          {
            id: "cleric-prepared",
            label: "Prepared cleric spells",
            list: "spells",
            catalog: "spells",
            filters: { class: "cleric" },
            notFilters: { level: 0 },
            count: {
              min: [
                { times: [{ field: "cleric_level" }, 100] },
                { sum: [{ abilityMod: "wis" }, { field: "cleric_level" }] },
              ],
            },
            stamp: { prepared: true },
          },
          {
            id: "domain",
            label: "Life domain spells",
            list: "spells",
            catalog: "spells",
            filters: { domain: "life" },
            count: { times: [{ field: "cleric_level" }, 1] },
          },
        ],
      },
    },
    catalogs: {
      spells: {
        label: "Spells",
        type: "entries",
        entries: [
          leveled("fire-bolt", "Fire Bolt", 0, "wizard"),
          leveled("light", "Light", 0, "wizard"),
          leveled("mage-hand", "Mage Hand", 0, "wizard"),
          leveled("shield", "Shield", 1, "wizard"),
          leveled("magic-missile", "Magic Missile", 1, "wizard"),
          leveled("sleep", "Sleep", 1, "wizard"),
          leveled("mage-armor", "Mage Armor", 1, "wizard"),
          leveled("detect-magic", "Detect Magic", 1, "wizard"),
          leveled("misty-step", "Misty Step", 2, "wizard"),
          leveled("web", "Web", 2, "wizard"),
          leveled("invisibility", "Invisibility", 2, "wizard"),
          leveled("fireball", "Fireball", 3, "wizard"),
          leveled("cure-wounds", "Cure Wounds", 1, "cleric"),
          leveled("guiding-bolt", "Guiding Bolt", 1, "cleric"),
          leveled("healing-word", "Healing Word", 1, "cleric"),
          leveled("sanctuary", "Sanctuary", 1, "cleric"),
          {
            id: "bless",
            name: "Bless",
            level: 1,
            filters: { level: 1, domain: "life" },
            row: { list: "spells", values: { prepared: true } },
          },
        ],
      },
    },
  },
  ["1.378"],
);

const spellbook = [
  "shield",
  "magic-missile",
  "sleep",
  "mage-armor",
  "detect-magic",
  "misty-step",
  "web",
  "invisibility",
];

const wizard = (int = 17, level = 3): SheetData => ({
  name: "Wizard",
  abilities: { str: 8, dex: 14, con: 12, int, wis: 12, cha: 10 },
  fields: { level, wizard_level: level },
  lists: {
    spells: [
      ...["fire-bolt", "light", "mage-hand"].map((id) => ({ entry: `spells/${id}`, level: 0, prepared: true })),
      ...spellbook.map((id) => ({ entry: `spells/${id}`, prepared: false })),
    ],
  },
});

function run(sheet: Sheet, ...commands: string[]): Sheet {
  return commands.reduce((s, c) => {
    const out = s.command(c);
    if (!out.ok) throw new Error(`${c}: ${out.code} ${out.message}`);
    return out.sheet;
  }, sheet);
}

const prepare = (name: string) => `[sheet: op="prepare" name="${name}"]`;
const preparedCount = (s: Sheet) => (s.data.lists?.spells ?? []).filter((r) => r.prepared === true).length;

describe("1.378 prepare within the builder's counts", () => {
  it("a 3rd-level wizard with Int 17 prepares 6 spells, not 7; the rejection changes nothing", () => {
    const six = run(Sheet.of(doc, wizard(), { seed: 5 }), ...spellbook.slice(0, 6).map((id) => prepare(id)));
    expect(preparedCount(six)).toBe(3 + 6);
    const seventh = six.command(prepare("Web"));
    expect(seventh).toMatchObject({ ok: false, code: "too-many", path: "sheet.builder.steps.wizard-prepared.count" });
    if (seventh.ok) return;
    expect(seventh.message).toContain("allows 6");
    // The sheet the rejection was asked of is untouched and still takes an unprepare then another prepare.
    expect(preparedCount(six)).toBe(9);
    const swapped = run(six, '[sheet: op="unprepare" name="Shield"]', prepare("Web"));
    expect(swapped.data.lists?.spells.find((r) => r.entry === "spells/web")?.prepared).toBe(true);
    expect(swapped.data.lists?.spells.find((r) => r.entry === "spells/shield")?.prepared).toBe(false);
  });

  it("the count follows the sheet: Int 18 allows a 7th, and a 1st-level wizard with Int 8 still prepares 1", () => {
    const seven = run(Sheet.of(doc, wizard(18)), ...spellbook.slice(0, 7).map((id) => prepare(id)));
    expect(preparedCount(seven)).toBe(3 + 7);
    const weak = run(Sheet.of(doc, wizard(8, 1)), prepare("Sleep"));
    expect(weak.command(prepare("Shield"))).toMatchObject({ ok: false, code: "too-many" });
  });

  it("cantrips are not counted against the prepared spells", () => {
    const six = run(Sheet.of(doc, wizard()), ...spellbook.slice(0, 6).map((id) => prepare(id)));
    const again = run(six, '[sheet: op="unprepare" name="Light"]', prepare("Light"));
    expect(preparedCount(again)).toBe(9);
  });

  it("a wizard cannot prepare a spell that is not in the spellbook: the spellbook step does not check it", () => {
    const out = Sheet.of(doc, wizard()).command(prepare("Fireball"));
    expect(out).toMatchObject({ ok: false, code: "not-on-sheet" });
  });

  it("a cleric's prepare adds the row checked, up to Wis modifier + cleric level", () => {
    const cleric: SheetData = {
      name: "Cleric",
      abilities: { str: 10, dex: 10, con: 12, int: 10, wis: 12, cha: 10 },
      fields: { level: 1, cleric_level: 1 },
      lists: { spells: [] },
    };
    const sheet = Sheet.of(doc, cleric);
    const one = sheet.command(prepare("Cure Wounds"));
    if (!one.ok) throw new Error(one.message);
    expect(one.events).toEqual([
      { type: "mark", list: "spells", row: "Cure Wounds", column: "prepared", value: true, added: true },
    ]);
    expect(one.sheet.data.lists?.spells).toEqual([{ entry: "spells/cure-wounds", prepared: true }]);
    const two = run(one.sheet, prepare("healing word"));
    expect(two.command(prepare("Sanctuary"))).toMatchObject({
      ok: false,
      code: "too-many",
      path: "sheet.builder.steps.cleric-prepared.count",
    });
    // A domain spell whose own row is checked is added by a step with no stamp.
    const blessed = run(two, prepare("Bless"));
    expect(blessed.data.lists?.spells.at(-1)).toEqual({ entry: "spells/bless", prepared: true });
    // Unpreparing keeps the row and frees its place.
    const swapped = run(two, '[sheet: op="unprepare" name="Cure Wounds"]', prepare("Sanctuary"));
    expect(swapped.data.lists?.spells).toHaveLength(3);
  });

  it("a step whose count is 0 offers nothing: a wizard cannot add cleric spells", () => {
    expect(Sheet.of(doc, wizard()).command(prepare("Cure Wounds"))).toMatchObject({ ok: false, code: "not-on-sheet" });
    expect(Sheet.of(doc, wizard()).command(prepare("Bless"))).toMatchObject({ ok: false, code: "not-on-sheet" });
  });
});
