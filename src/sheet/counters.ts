// Counter rows: rows of a list that has `pools` are pools named by their name column (1.404), with a
// maximum, a spent count and the rest that refills them; cells may follow the sheet (`scaled`, 1.411).
import type { EntryDef, ListDef, ListRow, RulesetDoc, SheetData } from "../ruleset/index.js";
import { contextOf } from "./context.js";
import { entryAt } from "./doc.js";
import type { DraftSheet } from "./draft.js";
import { reject } from "./errors.js";
import type { SheetEvent } from "./events.js";
import { evaluate, tableRow } from "./value.js";

export interface CounterRef {
  readonly list: ListDef;
  readonly index: number;
  readonly row: ListRow;
}

/** A row's cell: a `scaled` cell of its entry's stamp follows the sheet; else the row's own value, else the stamp's. */
export function cellOf(doc: RulesetDoc, sheet: SheetData, row: ListRow, column: string): unknown {
  const entry = row.entry ? (entryAt(doc, row.entry) as EntryDef | undefined) : undefined;
  const scaled = entry?.row?.scaled?.[column];
  if (scaled) {
    const at = evaluate(contextOf(doc, sheet), scaled.from, `${row.entry}.row.scaled.${column}.from`);
    return "texts" in scaled ? tableRow(scaled.texts, at) : tableRow(scaled.table, at);
  }
  return row[column] ?? entry?.row?.values?.[column];
}

export function counters(doc: RulesetDoc, sheet: SheetData): CounterRef[] {
  const out: CounterRef[] = [];
  for (const list of doc.sheet.lists ?? []) {
    if (!list.pools) continue;
    (sheet.lists?.[list.id] ?? []).forEach((row, index) => {
      out.push({ list, index, row });
    });
  }
  return out;
}

export function counterByName(doc: RulesetDoc, sheet: SheetData, name: string): CounterRef | undefined {
  const lower = name.trim().toLowerCase();
  return counters(doc, sheet).find(
    (c) => String(cellOf(doc, sheet, c.row, c.list.pools!.name)).toLowerCase() === lower,
  );
}

export function counterMax(doc: RulesetDoc, sheet: SheetData, c: CounterRef): number {
  const max = cellOf(doc, sheet, c.row, c.list.pools!.max);
  return typeof max === "number" ? max : 0;
}

export function counterLeft(doc: RulesetDoc, sheet: SheetData, c: CounterRef): number {
  const used = c.row[c.list.pools!.used];
  return Math.max(0, counterMax(doc, sheet, c) - (typeof used === "number" ? used : 0));
}

function setUsed(draft: DraftSheet, c: CounterRef, used: number): void {
  const row = draft.lists![c.list.id][c.index] as Record<string, unknown>;
  row[c.list.pools!.used] = used;
}

export function spendCounter(
  doc: RulesetDoc,
  draft: DraftSheet,
  name: string,
  amount: number,
  path: string,
): SheetEvent[] {
  const c =
    counterByName(doc, draft, name) ??
    reject("unknown-pool", `no pool or counter row named ${JSON.stringify(name)}`, path);
  const left = counterLeft(doc, draft, c);
  if (left < amount) reject("not-enough", `${name} has ${left} left, ${amount} needed`, path);
  const max = counterMax(doc, draft, c);
  setUsed(draft, c, max - left + amount);
  return [{ type: "pool", pool: name, from: left, to: left - amount, reason: "spent" }];
}

/** Refills every counter whose recharge cell names this rest. */
export function rechargeCounters(doc: RulesetDoc, draft: DraftSheet, rest: string): SheetEvent[] {
  const events: SheetEvent[] = [];
  for (const c of counters(doc, draft)) {
    const column = c.list.pools!.recharge;
    if (!column || cellOf(doc, draft, c.row, column) !== rest) continue;
    const left = counterLeft(doc, draft, c);
    const max = counterMax(doc, draft, c);
    if (left === max) continue;
    setUsed(draft, c, 0);
    const name = String(cellOf(doc, draft, c.row, c.list.pools!.name));
    events.push({ type: "pool", pool: name, from: left, to: max, reason: `rest:${rest}` });
  }
  return events;
}
