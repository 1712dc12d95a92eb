// 1.378 `display.mark`: checking and clearing a yes/no column of a row (prepared spells). `prepare` also adds
// a row the guided builder lets the sheet choose checked, and never checks more than the builder's counts.
import type { EntryDef, ListDef, ListRow, RulesetDoc } from "../ruleset/index.js";
import { choosableEntry, enforceCounts } from "./builder.js";
import { entryAt } from "./doc.js";
import type { DraftSheet } from "./draft.js";
import { reject } from "./errors.js";
import type { SheetEvent } from "./events.js";

function rowName(doc: RulesetDoc, row: Record<string, unknown>): string | undefined {
  const entry = typeof row.entry === "string" ? (entryAt(doc, row.entry) as EntryDef | undefined) : undefined;
  return entry?.name ?? (typeof row.name === "string" ? row.name : undefined);
}

/** A row is named by its entry's name or id, or its own `name` cell (any case). */
function named(doc: RulesetDoc, row: Record<string, unknown>, lower: string): boolean {
  const id = typeof row.entry === "string" ? row.entry.slice(row.entry.indexOf("/") + 1) : undefined;
  return rowName(doc, row)?.toLowerCase() === lower || id?.toLowerCase() === lower;
}

/** Sets the mark column of the row named `name` in the first marked list that has it (or in `list`). */
export function setMark(doc: RulesetDoc, draft: DraftSheet, name: string, value: boolean, list?: string): SheetEvent[] {
  const lists = (doc.sheet.lists ?? []).filter(
    (l: ListDef) => l.display?.mark && (list === undefined || l.id === list),
  );
  if (lists.length === 0) {
    reject(
      "no-mark",
      list ? `list ${list} has no mark column` : "no list of the sheet has a mark column",
      "command.list",
    );
  }
  const lower = name.trim().toLowerCase();
  for (const def of lists) {
    const rows = draft.lists?.[def.id] ?? [];
    const index = rows.findIndex((r) => named(doc, r, lower));
    if (index < 0) continue;
    const column = def.display!.mark!;
    const row = rows[index] as Record<string, unknown>;
    if ((row[column] === true) === value) {
      reject("no-change", `${name} is already ${value ? "checked" : "unchecked"} in ${def.label}`, "command.name");
    }
    row[column] = value;
    if (value) enforceCounts(doc, draft, def, column, row as ListRow);
    return [{ type: "mark", list: def.id, row: rowName(doc, row)!, column, value }];
  }
  if (value) {
    for (const def of lists) {
      const column = def.display!.mark!;
      const chosen = choosableEntry(doc, draft, def, column, name);
      if (!chosen) continue;
      const row: ListRow = { entry: chosen.ref, ...chosen.step.stamp, [column]: true };
      draft.lists ??= {};
      draft.lists[def.id] = [...(draft.lists[def.id] ?? []), row];
      enforceCounts(doc, draft, def, column, row);
      return [{ type: "mark", list: def.id, row: chosen.entry.name, column, value, added: true }];
    }
  }
  return reject(
    "not-on-sheet",
    `no row named ${JSON.stringify(name)} in a list with a mark${value ? ", and no builder step offers it checked" : ""}`,
    "command.name",
  );
}
