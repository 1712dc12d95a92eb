// Weapons conjured into the hand (1.306): a conjuring entry is offered once per weapon it can conjure or bind,
// and the weapon in hand is a strike of its own, built from the item, the entry's `proficient` and
// `qualities`, and the amendments to the entry (Lifedrinker's damage, Thirsting Blade's strikes).

import { findEntry } from "../../combat/entries.js";
import { itemAttackUse } from "../../combat/item-attack.js";
import { readValue, sheetSource } from "../../combat/source.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { EntryDef, ItemDef } from "../../ruleset/catalog.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { SheetData } from "../../ruleset/sheet-data.js";
import type { Value } from "../../ruleset/value.js";
import { type AmendDef, amendmentsOf, amendUse } from "../amends/amendments.js";

export interface ConjuresDef {
  /** Weapons it can put into the hand (`<catalog>/<item>`), one picked on use. */
  readonly items: readonly string[];
  /** Wielded with proficiency. */
  readonly proficient?: boolean;
  /** What its strikes carry (`magical`). */
  readonly qualities?: readonly string[];
  /** Held weapons carrying one of these tags may be bound instead, and count as the conjured weapon. */
  readonly binds?: { readonly tags: readonly string[] };
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.306: a utility entry that puts a weapon into its user's hand until the fight ends. */
    readonly conjures?: ConjuresDef;
  }
}

export type Conjured = NonNullable<Combatant["conjured"]>;

/** Weapons of the sheet's inventory that a `binds` matches by tag. */
function bindable(ruleset: RulesetDoc, sheet: SheetData, def: ConjuresDef): string[] {
  const tags = def.binds?.tags ?? [];
  if (!tags.length) return [];
  const out: string[] = [];
  for (const inv of sheet.inventory ?? []) {
    if ((inv.quantity ?? 1) <= 0 || out.includes(inv.item)) continue;
    const item = findEntry(ruleset, inv.item) as ItemDef | undefined;
    if (item?.attack && item.tags?.some((t) => tags.includes(t))) out.push(inv.item);
  }
  return out;
}

/** The conjuring entry as one use per weapon, picked the way a weapon mode is: conjure one, or bind one held. */
export function conjureUses(ruleset: RulesetDoc, sheet: SheetData, use: UseDef, def: ConjuresDef): UseDef[] {
  const out: UseDef[] = [];
  for (const ref of def.items) {
    const item = findEntry(ruleset, ref) as ItemDef | undefined;
    if (item?.attack)
      out.push({
        ...use,
        id: `${use.id}#${ref}`,
        name: `${use.name}: ${item.name}`,
        conjure: { by: use.id, item: ref },
      });
  }
  for (const ref of bindable(ruleset, sheet, def)) {
    const name = findEntry(ruleset, ref)!.name;
    out.push({
      ...use,
      id: `${use.id}#bind:${ref}`,
      name: `${use.name}: bind ${name}`,
      conjure: { by: use.id, item: ref, bind: true },
    });
  }
  return out;
}

function extraDamage(ruleset: RulesetDoc, sheet: SheetData, amends: readonly AmendDef[]) {
  const src = sheetSource(ruleset, sheet);
  return amends.flatMap((a) => {
    const p = a.damagePlus;
    if (!p) return [];
    const n = readValue(src, p.add as Value);
    return [{ flat: p.atLeast === undefined ? n : Math.max(p.atLeast, n), type: p.type }];
  });
}

/** The strike of the weapon in hand (and its no-push twin when an amendment's push is optional). */
export function conjuredWeapon(ruleset: RulesetDoc, sheet: SheetData, conjured: Conjured): UseDef[] {
  const entry = findEntry(ruleset, conjured.by) as EntryDef | undefined;
  const def = entry?.mechanics?.conjures;
  const item = findEntry(ruleset, conjured.item) as ItemDef | undefined;
  if (!entry || !def || !item?.attack) return [];
  const catalog = conjured.item.slice(0, conjured.item.indexOf("/"));
  const base = itemAttackUse(ruleset, sheet, conjured.item, catalog, item, item.attack, def.proficient === true);
  const amends = amendmentsOf(ruleset, sheet).get(conjured.by) ?? [];
  const strikes = Math.max(1, ...amends.map((a) => a.strikes ?? 1));
  const plus = [...(base.m.plus ?? []), ...extraDamage(ruleset, sheet, amends)];
  const weapon: UseDef = {
    ...base,
    id: `conjured:${conjured.item}`,
    name: `${item.name} (${entry.name})`,
    m: {
      ...base.m,
      ...(plus.length ? { plus } : {}),
      // Several attacks for one spending of the budget: each a separate attack, at whom the user likes (1.305).
      ...(strikes > 1 ? { targetCount: strikes, targetsRepeat: true } : {}),
    },
    ...(def.qualities?.length ? { qualities: def.qualities } : {}),
    conjuredBy: conjured.by,
  };
  return amendUse(ruleset, sheet, weapon, amends);
}

// One list per static list of uses and weapon in hand: the menu and the director ask for it many times a step.
const lists = new WeakMap<readonly UseDef[], Map<string, readonly UseDef[]>>();

/** A sheet's uses with the weapon in hand; a bound item strikes only as the conjured weapon. */
export function withConjured(
  ruleset: RulesetDoc,
  sheet: SheetData,
  uses: readonly UseDef[],
  conjured: Conjured,
): readonly UseDef[] {
  let byKey = lists.get(uses);
  if (!byKey) {
    byKey = new Map();
    lists.set(uses, byKey);
  }
  const key = `${conjured.by}|${conjured.item}|${conjured.bound ? 1 : 0}`;
  let list = byKey.get(key);
  if (!list) {
    const own = conjured.bound ? uses.filter((u) => !(u.origin === "item-attack" && u.id === conjured.item)) : uses;
    list = [...own, ...conjuredWeapon(ruleset, sheet, conjured)];
    byKey.set(key, list);
  }
  return list;
}
