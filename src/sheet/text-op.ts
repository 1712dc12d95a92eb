// Live text fields written outside combat, and 1.309 `boundIn`: a text field naming the weapons a pact
// binds. Writing a name there stands for the hour-long ritual done during a short rest; combat binds only
// held weapons whose names are written, and none while the field is empty.
import type { RulesetDoc, SheetData } from "../ruleset/index.js";
import type { DraftSheet } from "./draft.js";
import { liveRecord } from "./draft.js";
import { reject } from "./errors.js";
import type { SheetEvent } from "./events.js";
import { heldItems } from "./items.js";

function textId(doc: RulesetDoc, name: string): string {
  const lower = name.trim().toLowerCase();
  const def = doc.sheet.live?.texts?.find((t) => t.id.toLowerCase() === lower || t.label.toLowerCase() === lower);
  return def?.id ?? reject("unknown-text", `no live text field named ${JSON.stringify(name)}`, "command.field");
}

export function writeText(doc: RulesetDoc, draft: DraftSheet, field: string, value: string): SheetEvent[] {
  const id = textId(doc, field);
  const texts = liveRecord(draft, "texts");
  if ((texts[id] ?? "") === value) reject("no-change", `${id} already reads ${JSON.stringify(value)}`, "command.text");
  texts[id] = value;
  return [{ type: "text", field: id, value }];
}

/** The names written in a text field: separated by commas, semicolons or new lines, blanks dropped. */
export function namesIn(sheet: SheetData, field: string): string[] {
  return (sheet.live?.texts?.[field] ?? "")
    .split(/[,;\n]/)
    .map((n) => n.trim())
    .filter((n) => n.length > 0);
}

/** Inventory items (`<catalog>/<entry>`) whose name or id is written in the field; none while it is empty. */
export function boundIn(doc: RulesetDoc, sheet: SheetData, field: string): string[] {
  const names = new Set(namesIn(sheet, field).map((n) => n.toLowerCase()));
  if (names.size === 0) return [];
  return heldItems(doc, sheet)
    .filter((h) => names.has(h.def.name.toLowerCase()) || names.has(h.def.id.toLowerCase()))
    .map((h) => h.stack.item);
}
