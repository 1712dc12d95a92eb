// 1.181: a creature's spells as uses (the core's extension point "extra uses" for creatures).
import { findEntry } from "../../combat/entries.js";
import { entryUse, type UseDef } from "../../combat/uses.js";
import type { CreatureDef, EntryDef, SpellcastingSpellDef } from "../../ruleset/catalog.js";
import type { Mechanics } from "../../ruleset/mechanics.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";

/** 1.181: a creature's `spellcasting` spells, each a use exactly as a sheet's list entry would be, except that
 * the trait's or the spell's own `components` replace the entry's, and innate `uses` replace any cost. */
export function spellcastingUses(ruleset: RulesetDoc, def: CreatureDef): UseDef[] {
  const trait = def.spellcasting;
  if (!trait) return [];
  const out: UseDef[] = [];
  const seen = new Set<string>();
  for (const item of trait.spells) {
    const spec: SpellcastingSpellDef = typeof item === "string" ? { spell: item } : item;
    const entry = findEntry(ruleset, spec.spell) as EntryDef | undefined;
    if (!entry?.mechanics || seen.has(spec.spell)) continue;
    seen.add(spec.spell);
    const use = entryUse(spec.spell, entry);
    const components = spec.components ?? trait.components;
    let m: Partial<Mechanics> = components ? { ...use.m, components } : use.m;
    if (spec.uses !== undefined) {
      // Cast at its own level with a use of its own, never paid from a pool.
      const { cost: _cost, ...rest } = m;
      m = rest;
    }
    out.push({ ...use, m, ...(spec.uses !== undefined ? { uses: spec.uses } : {}) });
  }
  return out;
}
