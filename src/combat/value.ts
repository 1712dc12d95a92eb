// A small evaluator of the ruleset's Value forms over one combatant: a party sheet or a creature's stat block.
import { average, parseDiceOrThrow } from "../dice/index.js";
import type { CreatureDef, ItemDef } from "../ruleset/catalog.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import type { SheetData } from "../ruleset/sheet-data.js";
import type { ItemStatRef, Value } from "../ruleset/value.js";

/** What the Value forms read; a sheet and a stat block answer differently. */
export interface ValueSource {
  readonly ruleset: RulesetDoc;
  abilityScore(id: string): number;
  field(id: string): number | string | boolean | undefined;
  /** Bonus of a skill or save by id (ability modifier plus proficiency). */
  skillMod(id: string): number;
  itemStat(ref: ItemStatRef): number;
}

const MAX_DEPTH = 32;

export function abilityModOf(ruleset: RulesetDoc, score: number): number {
  const rule = ruleset.sheet.abilityModifier ?? { base: 10, per: 2 };
  return Math.floor((score - rule.base) / rule.per);
}

/** Evaluates a Value; unknown fields and values read as 0 (the validator rejects broken references at load). */
export function evalValue(value: Value, src: ValueSource, depth = 0): number {
  if (depth > MAX_DEPTH) throw new RangeError("value nests too deeply (a derived value refers to itself?)");
  if (typeof value === "number") return value;
  const d = depth + 1;
  if ("const" in value) return value.const;
  if ("field" in value) return toNumber(src.field(value.field));
  if ("derived" in value) {
    const def = src.ruleset.sheet.derived?.find((x) => x.id === value.derived);
    return def ? evalValue(def.value, src, d) : toNumber(src.field(value.derived));
  }
  if ("abilityMod" in value) return abilityModOf(src.ruleset, src.abilityScore(value.abilityMod));
  if ("abilityModFromField" in value) {
    const ability = src.field(value.abilityModFromField);
    return typeof ability === "string" ? abilityModOf(src.ruleset, src.abilityScore(ability)) : 0;
  }
  if ("abilityScore" in value) return src.abilityScore(value.abilityScore);
  if ("skillMod" in value) return src.skillMod(value.skillMod);
  if ("itemStat" in value) return src.itemStat(value.itemStat);
  if ("sum" in value) return value.sum.reduce<number>((a, v) => a + evalValue(v, src, d), 0);
  if ("max" in value) return Math.max(...value.max.map((v) => evalValue(v, src, d)));
  if ("min" in value) return Math.min(...value.min.map((v) => evalValue(v, src, d)));
  if ("times" in value) return evalValue(value.times[0], src, d) * value.times[1];
  if ("half" in value) {
    const x = evalValue(value.half, src, d) / 2;
    return value.round === "up" ? Math.ceil(x) : Math.floor(x);
  }
  if ("from" in value) return tableRow(value.table, evalValue(value.from, src, d)) ?? 0;
  return 0;
}

/** The last row of a threshold table the key reaches. */
export function tableRow<T>(table: readonly (readonly [number, T])[], key: number): T | undefined {
  let found: T | undefined;
  for (const [at, v] of table) if (key >= at) found = v;
  return found;
}

function toNumber(v: number | string | boolean | undefined): number {
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? 1 : 0;
  return 0;
}

function proficiency(ruleset: RulesetDoc, src: ValueSource, tier: string | undefined): number {
  const prof = ruleset.sheet.proficiency;
  if (!prof) return 0;
  const t = prof.tiers.find((x) => x.id === tier) ?? prof.tiers[0];
  return t ? Math.floor(evalValue(prof.bonus, src) * t.times) : 0;
}

/** The Value source of a party sheet. */
export function sheetSource(ruleset: RulesetDoc, sheet: SheetData): ValueSource {
  const src: ValueSource = {
    ruleset,
    abilityScore: (id) => sheet.abilities[id] ?? 10,
    field: (id) => sheet.fields?.[id] ?? ruleset.sheet.fields?.find((f) => f.id === id)?.default,
    skillMod(id) {
      const def = ruleset.sheet.skills?.find((s) => s.id === id) ?? ruleset.sheet.saves?.find((s) => s.id === id);
      if (!def) return 0;
      const tier = sheet.proficiencies?.[id];
      const first = ruleset.sheet.proficiency?.tiers[0]?.id;
      const untrained = (tier === undefined || tier === first) && def.untrained ? evalValue(def.untrained.add, src) : 0;
      return abilityModOf(ruleset, src.abilityScore(def.ability)) + proficiency(ruleset, src, tier) + untrained;
    },
    itemStat(ref) {
      const values: number[] = [];
      for (const inv of sheet.inventory ?? []) {
        if (ref.from === "worn" && !inv.worn) continue;
        const item = findEntry(ruleset, inv.item) as ItemDef | undefined;
        const v = item?.stats?.[ref.stat];
        if (typeof v === "number") values.push(v);
      }
      if (values.length === 0) return ref.default ?? 0;
      switch (ref.pick ?? "max") {
        case "min":
          return Math.min(...values);
        case "sum":
          return values.reduce((a, b) => a + b, 0);
        case "first":
          return values[0]!;
        default:
          return Math.max(...values);
      }
    },
  };
  return src;
}

/** The Value source of a creature: its stat block's abilities, saves and skills. */
export function creatureSource(ruleset: RulesetDoc, creature: CreatureDef): ValueSource {
  return {
    ruleset,
    abilityScore: (id) => creature.abilities[id] ?? 10,
    field: () => undefined,
    skillMod(id) {
      const own = creature.saves?.[id] ?? creature.skills?.[id];
      if (own !== undefined) return own;
      const def = ruleset.sheet.skills?.find((s) => s.id === id) ?? ruleset.sheet.saves?.find((s) => s.id === id);
      return def ? abilityModOf(ruleset, creature.abilities[def.ability] ?? 10) : 0;
    },
    itemStat: (ref) => ref.default ?? 0,
  };
}

/** The catalog entry a `<catalog>/<entry>` reference names. */
export function findEntry(ruleset: RulesetDoc, ref: string) {
  const slash = ref.indexOf("/");
  if (slash < 0) return undefined;
  const catalog = ruleset.catalogs?.[ref.slice(0, slash)];
  const id = ref.slice(slash + 1);
  return catalog?.entries.find((e) => e.id === id);
}

/** A creature's health: the average of its hit dice, as stat blocks print it (at least 1). */
export function averageHealth(spec: import("../dice/index.js").DiceSpec): number {
  return Math.max(1, Math.floor(average(parseDiceOrThrow(spec))));
}
