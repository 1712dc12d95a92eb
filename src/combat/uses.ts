// Everything a combatant can use, in one normalised shape: catalog entries on its sheet's lists, items it carries
// (their `attack` and `use`), and a creature's actions. Modules read the base keys from `m`.

import type { CreatureActionDef, CreatureDef, EntryDef, ItemDef } from "../ruleset/catalog.js";
import type { Mechanics } from "../ruleset/mechanics.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import type { CapabilityModule } from "./capability.js";
import { findEntry } from "./entries.js";
import { drawingRule, withHands } from "./hands.js";
import { DEFAULT_REACH, itemAttackUse } from "./item-attack.js";
import { capabilitiesOf } from "./registry.js";
import type { Combatant, CombatState } from "./types.js";

export type { UseDef } from "./use-def.js";

import type { UseDef } from "./use-def.js";

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
  let uses: readonly UseDef[] | undefined = c.creature
    ? byRuleset.creatures.get(c.creature)
    : sheet && byRuleset.sheets.get(sheet);
  if (!uses) {
    const built = buildUses(ruleset, state, c);
    if (c.creature) byRuleset.creatures.set(c.creature, built);
    else if (sheet) byRuleset.sheets.set(sheet, built);
    uses = built;
  }
  // Weapons thrown or let go of (hands.ts) and, through the extension point "extra uses", what comes and goes
  // during a fight (a conjured weapon, 1.306).
  let now = sheet && drawingRule(ruleset) ? withHands(sheet, uses, c) : uses;
  for (const m of capabilitiesOf(ruleset).modulesWith("moreUses")) now = m.moreUses!(ruleset, state, c, now);
  return now;
}

/** The uses a creature's stat block gives (`<catalog>/<entry>`), as `usesOf` builds them for one: a form taken on
 * (1.392) acts with these. */
export function creatureUsesOf(ruleset: RulesetDoc, state: CombatState, creature: string): readonly UseDef[] {
  let byRuleset = cache.get(ruleset);
  if (!byRuleset) {
    byRuleset = { creatures: new Map(), sheets: new WeakMap() };
    cache.set(ruleset, byRuleset);
  }
  let uses = byRuleset.creatures.get(creature);
  if (!uses) {
    uses = buildUses(ruleset, state, { creature } as Combatant);
    byRuleset.creatures.set(creature, uses as UseDef[]);
  }
  return uses;
}

function buildUses(ruleset: RulesetDoc, state: CombatState, c: Combatant): UseDef[] {
  const claims = capabilitiesOf(ruleset).modulesWith("offersUse");
  const built = buildUsesOf(ruleset, state, c);
  return claims.length === 0 ? built : built.map((use) => claimed(claims, use));
}

/** Extension point "offered uses": the first module claiming a use offers it (a teleport, a lair action). */
function claimed(claims: readonly CapabilityModule[], use: UseDef): UseDef {
  if (use.offeredBy) return use;
  for (const m of claims) {
    const when = m.offersUse!(use.m);
    if (when) return { ...use, offeredBy: m.id, ...(when === "between-turns" ? { betweenTurns: true as const } : {}) };
  }
  return use;
}

function buildUsesOf(ruleset: RulesetDoc, state: CombatState, c: Combatant): UseDef[] {
  const caps = capabilitiesOf(ruleset);
  if (c.creature) {
    const def = findEntry(ruleset, c.creature) as CreatureDef | undefined;
    if (!def) return [];
    // Extension point "extra uses": a creature's uses beyond its actions (1.181: its spellcasting's spells).
    return [...creatureUses(def), ...caps.modulesWith("creatureUses").flatMap((m) => m.creatureUses!(ruleset, def))];
  }
  const sheet = state.sheets[c.id];
  if (!sheet) return [];
  const out: UseDef[] = [];
  const seen = new Set<string>();
  const entryUses = caps.modulesWith("entryUses");
  for (const rows of Object.values(sheet.lists ?? {})) {
    for (const row of rows) {
      if (typeof row.entry !== "string" || seen.has(row.entry)) continue;
      const entry = findEntry(ruleset, row.entry) as EntryDef | undefined;
      if (!entry?.mechanics) continue;
      seen.add(row.entry);
      const use = entryUse(row.entry, entry);
      // Extension point "extra uses": what the entry stands for in place of its one use (a conjuring entry's
      // weapons, 1.306; an amended use, 1.302; nothing for an entry that only amends others).
      let instead: readonly UseDef[] | undefined;
      for (const m of entryUses) {
        instead = m.entryUses!(ruleset, sheet, use, entry);
        if (instead) break;
      }
      out.push(...(instead ?? [use]));
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

/** A catalog entry as a use (a sheet's list entry, a creature's spell). */
export function entryUse(ref: string, entry: EntryDef): UseDef {
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
  };
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
  // 1.291: `{ "actions": [...] }` is the same permission as the bare list.
  if (a.standard && !Array.isArray(a.standard)) m.standard = (a.standard as { actions: string[] }).actions;
  if (damage) {
    m.amount = damage.dice !== undefined ? { dice: damage.dice, flat: damage.flat ?? 0 } : { flat: damage.flat ?? 0 };
    m.damageType = damage.type;
  }
  if (heal !== undefined) m.amount = heal;
  const ability = (a as { readonly ability?: string }).ability;
  m.targets = a.targets ?? (kind === "attack" ? "enemy" : kind === "heal" ? "ally" : undefined);
  return {
    id: `action:${a.id ?? i}`,
    name: a.name,
    origin: "creature",
    m: m as Partial<Mechanics>,
    toHit: a.toHit,
    // 1.189: the ability an action names for its attack (read by changes restricted to an ability).
    ...(ability ? { ability } : {}),
    melee: !ranged,
    reach: a.reach ?? DEFAULT_REACH,
    range: ranged ? { normal: a.range as number } : undefined,
    uses: a.uses,
    ...(recharge ? { recharge } : {}),
  };
}
