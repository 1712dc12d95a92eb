// Every ready-made character evaluates with the sheet API, with SRD numbers for its class and level.
import { describe, expect, it } from "vitest";
import type { ItemDef } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { characters, entries, items, mod, ruleset } from "./helpers.js";

const HIT_DIE: Record<string, number> = {
  fighter: 10,
  rogue: 8,
  wizard: 6,
  cleric: 8,
  paladin: 10,
  ranger: 10,
  warlock: 8,
  monk: 8,
  sorcerer: 6,
  druid: 8,
};
// A warlock casts from its Pact Magic slots, in the same group as the others.
const SLOT_POOLS = ["slot_1", "pact_1", "pact_2", "pact_3"];
const refs = new Set(
  Object.entries(ruleset.catalogs ?? {}).flatMap(([cat, def]) => def.entries.map((e) => `${cat}/${e.id}`)),
);

describe("srd5e characters", () => {
  for (const data of characters) {
    describe(data.id!, () => {
      const sheet = Sheet.of(ruleset, data);
      const cls = String(data.fields?.["class"]);
      const level = Number(data.fields?.["level"]);
      const con = mod(data.abilities["con"]!);

      it("has the SRD hit points of its class (maximum at 1st level, average after)", () => {
        const d = HIT_DIE[cls]!;
        expect(sheet.pool("hp").max).toBe(d + con + (level - 1) * (d / 2 + 1 + con));
        expect(sheet.pool("hit_dice").max).toBe(level);
      });

      it("has an armor class matching the armor it wears", () => {
        const worn = (data.inventory ?? [])
          .filter((i) => i.worn)
          .map((i) => items().find((x) => `items/${x.id}` === i.item)!);
        const armor = worn.find((i) => i.tags?.includes("armor") && !i.tags.includes("shield"));
        const shield = worn.some((i: ItemDef) => i.tags?.includes("shield")) ? 2 : 0;
        const base = armor ? armor.stats!["ac"]! : 10;
        const dexMax = armor ? armor.stats!["dexMax"]! : 10;
        const bonus = Number(data.fields?.["ac_bonus"] ?? 0);
        expect(sheet.value("ac")).toBe(base + Math.min(mod(data.abilities["dex"]!), dexMax) + shield + bonus);
        expect(sheet.value("ac")).toBeGreaterThanOrEqual(12);
        expect(sheet.value("ac")).toBeLessThanOrEqual(20);
      });

      it("has the proficiency bonus of its level", () => {
        expect(sheet.value("proficiency_bonus")).toBe(level >= 5 ? 3 : 2);
      });

      it("casts with its spellcasting ability, and has slots only as a caster", () => {
        const spells = data.lists?.["spells"] ?? [];
        const slots = SLOT_POOLS.reduce((n, id) => n + sheet.pool(id).max, 0);
        if (spells.some((r) => entries("spells").find((s) => `spells/${s.id}` === r.entry)!.level! > 0))
          expect(slots).toBeGreaterThan(0);
        if (cls === "fighter" || cls === "rogue") expect(slots).toBe(0);
        if (data.fields?.["spell_ability"]) {
          const m = mod(data.abilities[String(data.fields["spell_ability"])]!);
          expect(sheet.value("spell_attack")).toBe(m + (level >= 5 ? 3 : 2));
          expect(sheet.value("spell_dc")).toBe(8 + m + (level >= 5 ? 3 : 2));
        }
      });

      it("points only at entries that exist", () => {
        for (const rows of Object.values(data.lists ?? {}))
          for (const r of rows) expect(refs.has(r.entry!), r.entry).toBe(true);
        for (const i of data.inventory ?? []) expect(refs.has(i.item), i.item).toBe(true);
      });

      it("holds only values its choice fields offer", () => {
        for (const field of ruleset.sheet?.fields ?? []) {
          const value = data.fields?.[field.id];
          if (field.type === "enum" && value !== undefined) expect(field.values, field.id).toContain(value);
        }
      });
    });
  }

  it("gives a 1st-level fighter the SRD's sturdiness (AC 16-18, 10-13 hit points)", () => {
    const fighter = Sheet.of(ruleset, characters.find((c) => c.id === "fighter-1")!);
    expect(fighter.value("ac")).toBeGreaterThanOrEqual(16);
    expect(fighter.value("ac")).toBeLessThanOrEqual(18);
    expect(fighter.pool("hp").max).toBeGreaterThanOrEqual(10);
    expect(fighter.pool("hp").max).toBeLessThanOrEqual(13);
  });

  it("covers fighter, rogue, wizard, cleric, paladin, ranger, warlock, monk and sorcerer at levels 1, 3 and 5", () => {
    const ids = characters.map((c) => c.id).sort();
    const want = Object.keys(HIT_DIE)
      .flatMap((c) => [1, 3, 5].map((l) => `${c}-${l}`))
      .sort();
    expect(ids).toEqual(want);
  });
});
