// What a sheet holds and wields, as the attack rules read it: the entries of its lists (1.242), the bounds a rule
// holds within (`when`), and the weapons in its hands matched by name or tag (1.244).
import { findEntry } from "../../combat/entries.js";
import { handsOf } from "../../combat/hands.js";
import { readValue, sheetSource } from "../../combat/source.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { EntryDef, ItemDef } from "../../ruleset/catalog.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { SheetData } from "../../ruleset/sheet-data.js";
import type { ItemTest, WhenDef, WieldingDef } from "./def.js";

const held = new WeakMap<SheetData, Map<RulesetDoc, readonly EntryDef[]>>();

/** The catalog entries a sheet's lists hold (each once), with their mechanics. */
export function heldEntries(ruleset: RulesetDoc, sheet: SheetData): readonly EntryDef[] {
  let byRuleset = held.get(sheet);
  if (!byRuleset) {
    byRuleset = new Map();
    held.set(sheet, byRuleset);
  }
  let out = byRuleset.get(ruleset);
  if (!out) {
    const seen = new Set<string>();
    const found: EntryDef[] = [];
    for (const rows of Object.values(sheet.lists ?? {}))
      for (const row of rows) {
        if (typeof row.entry !== "string" || seen.has(row.entry)) continue;
        seen.add(row.entry);
        const entry = findEntry(ruleset, row.entry) as EntryDef | undefined;
        if (entry?.mechanics) found.push(entry);
      }
    out = found;
    byRuleset.set(ruleset, out);
  }
  return out;
}

/** Whether a sheet value is within a rule's bounds (armor worn at most 0). */
export function holds(ruleset: RulesetDoc, sheet: SheetData, when: WhenDef | undefined): boolean {
  if (!when) return true;
  const v = readValue(sheetSource(ruleset, sheet), when.value);
  return when.atMost === undefined || v <= when.atMost;
}

const lower = (s: string) => s.toLowerCase();

/** Whether `names` holds the name, compared case-insensitively. */
export function named(names: readonly string[] | undefined, name: string): boolean {
  return !!names?.some((n) => lower(n) === lower(name));
}

/** The tags of the item an item's attack comes from (none for anything else). */
export function itemTags(ruleset: RulesetDoc, ref: string): readonly string[] {
  return (findEntry(ruleset, ref) as ItemDef | undefined)?.tags ?? [];
}

/** Whether an item's tags pass a tag test: all of `tags`, none of `notTags`. */
export function tagsPass(test: ItemTest, tags: readonly string[]): boolean {
  return (test.tags ?? []).every((t) => tags.includes(t)) && !(test.notTags ?? []).some((t) => tags.includes(t));
}

/** Whether `use` is a wielded weapon's strike whose item passes the tag test (1.244 `items`). */
export function itemMatches(ruleset: RulesetDoc, test: ItemTest | undefined, use: UseDef): boolean {
  return !!test && use.origin === "item-attack" && tagsPass(test, itemTags(ruleset, use.item ?? use.id));
}

/** "Unarmed or wielding only …" (1.244): no weapon in hand, or every one of them a match by name or by tags. */
export function wieldingOnly(
  ruleset: RulesetDoc,
  sheet: SheetData,
  who: Combatant,
  wielding: WieldingDef | undefined,
): boolean {
  if (!wielding) return true;
  const only = wielding.only;
  return handsOf(sheet, who).every((ref) => {
    const item = findEntry(ruleset, ref) as ItemDef | undefined;
    if (!item) return true;
    if (named(only.names, item.name)) return true;
    return (only.tags !== undefined || only.notTags !== undefined) && tagsPass(only, item.tags ?? []);
  });
}
