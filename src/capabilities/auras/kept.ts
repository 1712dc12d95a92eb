// `keepsOn` (1.263): the conditions a holder starts every fight with and keeps to its end, from its stat block or
// from the catalog entries on its sheet's lists. They are never written back to the sheet.

import { findEntry } from "../../combat/entries.js";
import type { ActiveCondition } from "../../combat/types.js";
import type { CreatureDef, EntryDef } from "../../ruleset/catalog.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { SheetData } from "../../ruleset/sheet-data.js";

function kept(ids: Iterable<string>): ActiveCondition[] {
  return [...new Set(ids)].map((id) => ({ id, kept: true }));
}

export function creatureKeeps(def: CreatureDef): ActiveCondition[] {
  return kept(def.keepsOn ?? []);
}

export function sheetKeeps(ruleset: RulesetDoc, sheet: SheetData): ActiveCondition[] {
  const ids: string[] = [];
  for (const rows of Object.values(sheet.lists ?? {}))
    for (const row of rows) {
      if (typeof row.entry !== "string") continue;
      const entry = findEntry(ruleset, row.entry) as EntryDef | undefined;
      ids.push(...(entry?.mechanics?.keepsOn ?? []));
    }
  return kept(ids);
}
