// 1.337 — Rest dice across several pools: fighter 1 / wizard 1 spends one d10 and one d6; Song of Rest's extra
// die is rolled once for the whole spend; Pell's Teapot adds an item stat read from carried items.
import { describe, expect, it } from "vitest";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { partyCommand, Sheet, type SheetEvent } from "../../src/sheet/index.js";
import { ruleset5e } from "../sheet/fixture.js";
import { loadedDoc } from "../support/loaded.js";

const teapotAdd = { itemStat: { stat: "song_of_rest_add", from: "carried", pick: "max", default: 0 } } as const;

const doc: RulesetDoc = loadedDoc(
  (() => {
    const base = ruleset5e();
    return loadedDoc({
      ...base,
      capabilityApi: "1.337",
      sheet: {
        ...base.sheet,
        fields: [...base.sheet.fields!, { id: "song_die", label: "Song of Rest die", type: "number", default: 0 }],
        live: {
          ...base.sheet.live,
          pools: [
            { id: "hp", label: "Hit points", max: { field: "hp_max" }, health: true },
            { id: "hit_dice_d10", label: "Fighter hit dice", max: 1 },
            { id: "hit_dice_d6", label: "Wizard hit dice", max: 1 },
          ],
        },
      },
      catalogs: {
        gear: {
          label: "Gear",
          type: "items",
          entries: [{ id: "pells-teapot", name: "Pell's Brown Teapot", stats: { song_of_rest_add: 1 } }],
        },
      },
      rests: [
        {
          id: "short",
          label: "Short rest",
          dice: [
            {
              pool: "hit_dice_d10",
              die: { const: 10 },
              add: { abilityMod: "con" },
              heals: "hp",
              extra: { die: { field: "song_die" }, add: teapotAdd },
            },
            { pool: "hit_dice_d6", die: { const: 6 }, add: { abilityMod: "con" }, heals: "hp" },
          ],
        },
      ],
    });
  })(),
);

const multiclass = (extra: Partial<SheetData> = {}): SheetData => ({
  name: "Fighter 1 / Wizard 1",
  abilities: { str: 14, dex: 12, con: 14, int: 14, wis: 10, cha: 8 },
  fields: { level: 2, hp_max: 40 },
  live: { pools: { hp: 1 } },
  ...extra,
});

function rollsOf(events: readonly SheetEvent[]) {
  return events.flatMap((e) => (e.type === "roll" ? [e.roll] : []));
}

describe("1.337 rest dice across several pools", () => {
  it("fighter 1 / wizard 1 spends one d10 and one d6", () => {
    const result = Sheet.of(doc, multiclass(), { seed: 3 }).command('[sheet: op="rest" rest="short" dice="2"]');
    if (!result.ok) throw new Error(result.message);
    const rolls = rollsOf(result.events);
    expect(rolls.map((r) => r.dice[0].sides)).toEqual([10, 6]);
    expect(rolls.every((r) => r.flat === 2)).toBe(true);
    const healed = rolls.reduce((a, r) => a + Math.max(0, r.total), 0);
    expect(result.sheet.pool("hp").value).toBe(1 + healed);
    expect(result.sheet.pool("hit_dice_d10").value).toBe(0);
    expect(result.sheet.pool("hit_dice_d6").value).toBe(0);
  });

  it('pool="hit_dice_d6" spends only from that pool', () => {
    const result = Sheet.of(doc, multiclass(), { seed: 3 }).command(
      '[sheet: op="rest" rest="short" dice="1" pool="hit_dice_d6"]',
    );
    if (!result.ok) throw new Error(result.message);
    expect(rollsOf(result.events).map((r) => r.dice[0].sides)).toEqual([6]);
    expect(result.sheet.pool("hit_dice_d10").value).toBe(1);
  });

  it("without enough dice in total the command is rejected and nothing is spent", () => {
    const sheet = Sheet.of(doc, multiclass(), { seed: 3 });
    expect(sheet.command('[sheet: op="rest" rest="short" dice="3"]')).toMatchObject({ ok: false, code: "not-enough" });
    expect(sheet.command('[sheet: op="rest" rest="short" dice="2" pool="hit_dice_d6"]')).toMatchObject({
      ok: false,
      code: "not-enough",
    });
    expect(sheet.pool("hit_dice_d10").value).toBe(1);
    expect(sheet.pool("hit_dice_d6").value).toBe(1);
  });

  it("Song of Rest: the bard's extra die is rolled once for each member who spent, even when a later pool paid", () => {
    const bard = Sheet.of(doc, multiclass({ name: "Bard", fields: { level: 2, hp_max: 40, song_die: 6 } }), {
      seed: 9,
    });
    const wizard = Sheet.of(doc, multiclass({ name: "Wizard", live: { pools: { hp: 1, hit_dice_d10: 0 } } }));
    const result = partyCommand(doc, [bard, wizard], '[party: op="rest" rest="short" dice="1"]');
    if (!result.ok) throw new Error(result.message);
    const extras = result.events.filter((e) => e.type === "roll" && e.what.startsWith("extra die"));
    expect(extras).toHaveLength(2);
    for (const e of extras) if (e.type === "roll") expect(e.roll.dice[0].sides).toBe(6);
    const wizardRolls = rollsOf(
      result.events.slice(result.events.findIndex((e) => e.type === "rest" && e.sheet === "Wizard")),
    );
    expect(wizardRolls[0].dice[0].sides).toBe(6);
  });

  it("Pell's Teapot: the carried item's stat adds to the extra die", () => {
    const bard = multiclass({ name: "Bard", fields: { level: 2, hp_max: 40, song_die: 6 } });
    const plain = partyCommand(doc, [Sheet.of(doc, bard, { seed: 4 })], '[party: op="rest" rest="short" dice="1"]');
    const withPot = partyCommand(
      doc,
      [Sheet.of(doc, { ...bard, inventory: [{ item: "gear/pells-teapot" }] }, { seed: 4 })],
      '[party: op="rest" rest="short" dice="1"]',
    );
    if (!plain.ok || !withPot.ok) throw new Error("rejected");
    const extra = (r: typeof plain) =>
      (r as { events: readonly { type: string; what?: string; roll?: { flat: number } }[] }).events.find((e) =>
        e.what?.startsWith("extra die"),
      )!.roll!.flat;
    expect(extra(plain)).toBe(0);
    expect(extra(withPot)).toBe(1);
  });
});
