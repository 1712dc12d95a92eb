// 1.378 `display.mark`: checking and clearing a yes/no column of a row the sheet has (prepared spells).
import type { EntryDef, ListDef, RulesetDoc } from "../ruleset/index.js";
import { entryAt } from "./doc.js";
import type { DraftSheet } from "./draft.js";
import { reject } from "./errors.js";
import type { SheetEvent } from "./events.js";

function rowName(doc: RulesetDoc, row: Record<string, unknown>): string | undefined {
  const entry = typeof row.entry === "string" ? (entryAt(doc, row.entry) as EntryDef | undefined) : undefined;
  return entry?.name ?? (typeof row.name === "string" ? row.name : undefined);
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
    const index = rows.findIndex((r) => rowName(doc, r)?.toLowerCase() === lower);
    if (index < 0) continue;
    const column = def.display!.mark!;
    const row = rows[index] as Record<string, unknown>;
    if ((row[column] === true) === value) {
      reject("no-change", `${name} is already ${value ? "checked" : "unchecked"} in ${def.label}`, "command.name");
    }
    row[column] = value;
    return [{ type: "mark", list: def.id, row: rowName(doc, row)!, column, value }];
  }
  return reject("not-on-sheet", `no row named ${JSON.stringify(name)} in a list with a mark`, "command.name");
}
