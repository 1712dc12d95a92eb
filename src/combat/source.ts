// What a combatant's Values read, through the sheet module's evaluator (the one evaluator of the engine): a party
// member's own sheet, or a creature's stat block seen as a sheet holding its ability scores and the fields of its
// spellcasting (1.181), if any.
import type { CreatureDef } from "../ruleset/catalog.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import type { SheetData } from "../ruleset/sheet-data.js";
import type { Value } from "../ruleset/value.js";
import { contextOf, evaluate, type SheetContext } from "../sheet/index.js";

export interface ValueSource {
  readonly ctx: SheetContext;
  /** The stat block, whose own save and skill bonuses stand in for the sheet's. */
  readonly creature?: CreatureDef;
}

// Sheets and stat blocks are read-only during a fight, so each keeps one context (and its derived cache) per ruleset.
const cache = new WeakMap<RulesetDoc, WeakMap<object, ValueSource>>();

function cached(ruleset: RulesetDoc, key: object, make: () => ValueSource): ValueSource {
  let byKey = cache.get(ruleset);
  if (!byKey) {
    byKey = new WeakMap();
    cache.set(ruleset, byKey);
  }
  let src = byKey.get(key);
  if (!src) {
    src = make();
    byKey.set(key, src);
  }
  return src;
}

export function sheetSource(ruleset: RulesetDoc, sheet: SheetData): ValueSource {
  return cached(ruleset, sheet, () => ({ ctx: contextOf(ruleset, sheet) }));
}

export function creatureSource(ruleset: RulesetDoc, creature: CreatureDef): ValueSource {
  return cached(ruleset, creature, () => {
    const abilities: Record<string, number> = {};
    for (const a of ruleset.sheet.abilities) abilities[a.id] = creature.abilities[a.id] ?? 10;
    // A stat block has no fields of its own: numbers read 0, other fields their default or nothing.
    const fields: Record<string, number | string | boolean> = {};
    for (const f of ruleset.sheet.fields ?? []) if (f.default === undefined && f.type === "number") fields[f.id] = 0;
    // 1.181: its spellcasting gives the values its spells read (a cantrip's caster level).
    // Spread, not Object.assign: an own "__proto__" key stays a key instead of becoming the prototype.
    const all = { ...fields, ...creature.spellcasting?.fields };
    return { ctx: contextOf(ruleset, { name: creature.name, abilities, fields: all }), creature };
  });
}

export function readValue(src: ValueSource, value: Value, path = ""): number {
  return evaluate(src.ctx, value, path);
}

export function abilityModifier(src: ValueSource, ability: string): number {
  return evaluate(src.ctx, { abilityMod: ability }, "");
}

/** The bonus of a skill or save: a creature's own when its stat block lists one, else its ability modifier. */
export function skillBonus(src: ValueSource, id: string): number {
  const creature = src.creature;
  if (!creature) return evaluate(src.ctx, { skillMod: id }, "");
  const own = creature.saves?.[id] ?? creature.skills?.[id];
  if (own !== undefined) return own;
  const def = src.ctx.doc.sheet.skills?.find((s) => s.id === id) ?? src.ctx.doc.sheet.saves?.find((s) => s.id === id);
  return def ? abilityModifier(src, def.ability) : 0;
}

export function proficiencyBonus(src: ValueSource): number {
  const bonus = src.ctx.doc.sheet.proficiency?.bonus;
  return bonus === undefined ? 0 : evaluate(src.ctx, bonus, "sheet.proficiency.bonus");
}
