// Everything a combatant can use, in one normalised shape: catalog entries on its sheet's lists, items it carries
// (their `attack` and `use`), and a creature's actions. Modules read the base keys from `m`.

import { amendmentsOf, amendUse } from "../capabilities/amends/amendments.js";
import { conjureUses, withConjured } from "../capabilities/conjure/conjured.js";
import type { CreatureActionDef, CreatureDef, EntryDef, ItemDef, SpellcastingSpellDef } from "../ruleset/catalog.js";
import type { Mechanics } from "../ruleset/mechanics.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { findEntry } from "./entries.js";
import { drawingRule, withHands } from "./hands.js";
import { DEFAULT_REACH, itemAttackUse } from "./item-attack.js";
import type { Combatant, CombatState } from "./types.js";

export type { UseDef } from "./use-def.js";

import type { UseDef } from "./use-def.js";

/** A teleport (1.276) is offered by its own module, with landing cells in place of targets. */
function byModule(m: Partial<Mechanics>): { offeredBy?: string } {
  return m.teleport ? { offeredBy: "teleport" } : {};
}

// Uses depend only on the ruleset and the sheet or stat block, which never change during a fight; steps share
// the sheet objects (see choose.ts), so the cache holds across a whole fight.
const cache = new WeakMap<RulesetDoc, { creatures: Map<string, UseDef[]>; sheets: WeakMap<object, UseDef[]> }>();

/** The uses of a combatant, derived from the ruleset and its sheet or stat block. */
export function usesOf(ruleset: RulesetDoc, state: CombatState, c: Combatant): readonly UseDef[] {
  let byRuleset = cache.get(ruleset);
  if (!byRuleset) {
    byRuleset = { creatures: new Map(), sheets: new WeakMap() };
    cache.set(ruleset, byRuleset);
  }
  const sheet = c.creature ? undefined : state.sheets[c.id];
  let uses = c.creature ? byRuleset.creatures.get(c.creature) : sheet && byRuleset.sheets.get(sheet);
  if (!uses) {
    uses = buildUses(ruleset, state, c);
    if (c.creature) byRuleset.creatures.set(c.creature, uses);
    else if (sheet) byRuleset.sheets.set(sheet, uses);
  }
  // A conjured weapon comes and goes during a fight (1.306), and so do weapons thrown or let go of.
  const now = sheet && drawingRule(ruleset) ? withHands(sheet, uses, c) : uses;
  return sheet && c.conjured ? withConjured(ruleset, sheet, now, c.conjured) : now;
}

function buildUses(ruleset: RulesetDoc, state: CombatState, c: Combatant): UseDef[] {
  if (c.creature) {
    const def = findEntry(ruleset, c.creature) as CreatureDef | undefined;
    return def ? [...creatureUses(def), ...spellcastingUses(ruleset, def)] : [];
  }
  const sheet = state.sheets[c.id];
  if (!sheet) return [];
  const out: UseDef[] = [];
  const seen = new Set<string>();
  const amendments = amendmentsOf(ruleset, sheet);
  for (const rows of Object.values(sheet.lists ?? {})) {
    for (const row of rows) {
      if (typeof row.entry !== "string" || seen.has(row.entry)) continue;
      const entry = findEntry(ruleset, row.entry) as EntryDef | undefined;
      // An entry that amends others is held, not used (1.302: Agonizing Blast has no action of its own).
      if (!entry?.mechanics || entry.mechanics.amends) continue;
      seen.add(row.entry);
      const use = entryUse(row.entry, entry);
      if (entry.mechanics.conjures) out.push(...conjureUses(ruleset, sheet, use, entry.mechanics.conjures));
      else out.push(...amendUse(ruleset, sheet, use, amendments.get(row.entry) ?? []));
    }
  }
  const inventory = sheet.inventory ?? [];
  // Under the engine's own `combat.drawing` every weapon carried is a use, drawn when it is not in hand.
  const wielding = inventory.some((i) => i.wielded) && !drawingRule(ruleset);
  for (const inv of inventory) {
    if ((inv.quantity ?? 1) <= 0) continue;
    const item = findEntry(ruleset, inv.item) as ItemDef | undefined;
    if (!item || seen.has(inv.item)) continue;
    seen.add(inv.item);
    const catalog = inv.item.slice(0, inv.item.indexOf("/"));
    // A sheet that marks what it wields attacks only with that; otherwise with any weapon it carries.
    if (item.attack && (!wielding || inv.wielded))
      out.push(itemAttackUse(ruleset, sheet, inv.item, catalog, item, item.attack));
    if (item.use) out.push(itemUse(inv.item, catalog, item));
  }
  return out;
}

function entryUse(ref: string, entry: EntryDef): UseDef {
  const m = entry.mechanics!;
  const ranged = typeof m.range === "number" && m.range > 0;
  return {
    id: ref,
    name: entry.name,
    origin: "entry",
    catalog: ref.slice(0, ref.indexOf("/")),
    m,
    melee: !ranged,
    reach: DEFAULT_REACH,
    range: ranged ? { normal: m.range as number } : undefined,
    level: entry.level,
    ...byModule(m),
  };
}

function itemUse(ref: string, catalog: string, item: ItemDef): UseDef {
  const m = item.use!;
  const ranged = typeof m.range === "number" && m.range > 0;
  // As the sheet's own item use: charges when both the item and its use name them; no charges block: used up.
  const spends =
    m.charges !== undefined && item.charges
      ? { what: "charges" as const, amount: m.charges }
      : item.charges
        ? undefined
        : { what: "quantity" as const, amount: 1 };
  return {
    id: `${ref}#use`,
    name: item.name,
    origin: "item-use",
    catalog,
    item: ref,
    ...(spends ? { spends } : {}),
    m,
    melee: !ranged,
    reach: DEFAULT_REACH,
    range: ranged ? { normal: m.range as number } : undefined,
    ...byModule(m),
  };
}

/** 1.181: a creature's `spellcasting` spells, each a use exactly as a sheet's list entry would be, except that
 * the trait's or the spell's own `components` replace the entry's, and innate `uses` replace any cost. */
function spellcastingUses(ruleset: RulesetDoc, def: CreatureDef): UseDef[] {
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

function creatureUses(def: CreatureDef): UseDef[] {
  const uses = def.actions.map((a, i) => creatureUse(a, i));
  // A step names an action by id, else by name (case-insensitive); the validator has checked it exists.
  const find = (ref: string): UseDef | undefined => {
    const i = def.actions.findIndex((a) => a.id === ref);
    if (i >= 0) return uses[i];
    const name = ref.toLowerCase();
    return uses[def.actions.findIndex((a) => a.name.toLowerCase() === name)];
  };
  return def.actions.map((a, i) => {
    if (!a.sequence) return uses[i]!;
    const steps = a.sequence.flatMap((s) => {
      const { action, count } = typeof s === "string" ? { action: s, count: 1 } : s;
      const use = find(action);
      return use && !use.steps ? [{ use: use.id, count: count ?? 1 }] : [];
    });
    return { ...uses[i]!, steps, offeredBy: "sequence" };
  });
}

function creatureUse(a: CreatureActionDef, i: number): UseDef {
  const ranged = typeof a.range === "number" && a.range > 0 && !a.melee;
  const kind =
    a.kind ?? (a.heal !== undefined ? "heal" : a.toHit !== undefined || a.save || a.damage ? "attack" : "utility");
  // The reference form (`damage`, `heal`) maps onto the entry keys the modules read (`amount`, `damageType`).
  const { damage, heal, sequence: _sequence, recharge, uses: _uses, ...rest } = a;
  const m: Record<string, unknown> = { ...rest, kind };
  if (damage) {
    m.amount = damage.dice !== undefined ? { dice: damage.dice, flat: damage.flat ?? 0 } : { flat: damage.flat ?? 0 };
    m.damageType = damage.type;
  }
  if (heal !== undefined) m.amount = heal;
  m.targets = a.targets ?? (kind === "attack" ? "enemy" : kind === "heal" ? "ally" : undefined);
  return {
    id: `action:${a.id ?? i}`,
    name: a.name,
    origin: "creature",
    m: m as Partial<Mechanics>,
    toHit: a.toHit,
    melee: !ranged,
    reach: a.reach ?? DEFAULT_REACH,
    range: ranged ? { normal: a.range as number } : undefined,
    uses: a.uses,
    ...(recharge ? { recharge } : {}),
    ...byModule(a),
    // A lair action is offered only between turns, at its holder's lair count (capabilities/lair.ts).
    ...(a.lair ? { offeredBy: "lair" } : {}),
  };
}
