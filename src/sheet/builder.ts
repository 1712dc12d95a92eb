// The guided builder's steps as 1.378 `prepare` reads them: which step lets a sheet choose an entry with a
// column checked, and how many checks each step allows.
import type {
  BuilderStepDef,
  CatalogEntry,
  FacetMatch,
  ListDef,
  ListRow,
  RulesetDoc,
  SheetData,
} from "../ruleset/index.js";
import { contextOf } from "./context.js";
import { cellOf } from "./counters.js";
import { entryAt } from "./doc.js";
import { reject } from "./errors.js";
import { evaluate } from "./value.js";

export function builderSteps(doc: RulesetDoc): readonly BuilderStepDef[] {
  return doc.sheet.builder?.steps ?? [];
}

/** A facet: the entry's `filters`, else the row's cell, else the entry's own key (a spell's `level`). */
function facet(
  doc: RulesetDoc,
  sheet: SheetData,
  entry: CatalogEntry | undefined,
  row: ListRow | undefined,
  key: string,
) {
  const own = entry?.filters?.[key];
  if (own !== undefined) return own;
  const cell = row ? cellOf(doc, sheet, row, key) : undefined;
  if (cell !== undefined) return cell;
  return (entry as unknown as Record<string, unknown> | undefined)?.[key];
}

function same(a: unknown, b: string | number | boolean): boolean {
  if (typeof a === "string" && typeof b === "string") return a.toLowerCase() === b.toLowerCase();
  return a === b;
}

function matches(value: unknown, want: FacetMatch): boolean {
  const wanted = Array.isArray(want) ? want : [want as string | number | boolean];
  const own = Array.isArray(value) ? value : [value];
  return own.some((v) => wanted.some((w) => same(v, w)));
}

/** Whether a step covers an entry (or a row, read through its entry and cells). */
export function covers(
  doc: RulesetDoc,
  sheet: SheetData,
  step: BuilderStepDef,
  entry: CatalogEntry | undefined,
  row?: ListRow,
): boolean {
  for (const [key, want] of Object.entries(step.filters ?? {})) {
    if (!matches(facet(doc, sheet, entry, row, key), want)) return false;
  }
  for (const [key, want] of Object.entries(step.notFilters ?? {})) {
    if (matches(facet(doc, sheet, entry, row, key), want)) return false;
  }
  return true;
}

export function stepCount(doc: RulesetDoc, sheet: SheetData, step: BuilderStepDef): number {
  return evaluate(contextOf(doc, sheet), step.count, `sheet.builder.steps.${step.id}.count`);
}

function rowEntry(doc: RulesetDoc, row: ListRow): CatalogEntry | undefined {
  return typeof row.entry === "string" ? entryAt(doc, row.entry) : undefined;
}

/** Whether a catalog step writes the column checked for this entry: its stamp does, or the entry's own row. */
function stepChecks(step: BuilderStepDef, entry: CatalogEntry | undefined, column: string): boolean {
  const own = entry && "row" in entry ? entry.row?.values?.[column] : undefined;
  return step.stamp?.[column] === true || own === true;
}

/** Rows of a list a step covers with the column checked; for a catalog step, only rows of its catalog. */
function checkedRows(doc: RulesetDoc, sheet: SheetData, step: BuilderStepDef, column: string): number {
  return (sheet.lists?.[step.list] ?? []).filter((row) => {
    if (row[column] !== true) return false;
    if (step.catalog && !(typeof row.entry === "string" && row.entry.startsWith(`${step.catalog}/`))) return false;
    return covers(doc, sheet, step, rowEntry(doc, row), row);
  }).length;
}

/**
 * After a row of `list` was checked in `column`, rejects the change when any step that covers the row checks
 * more rows than its count allows: mark steps on that column, and catalog steps that write it checked.
 */
export function enforceCounts(doc: RulesetDoc, sheet: SheetData, list: ListDef, column: string, row: ListRow): void {
  const entry = rowEntry(doc, row);
  for (const step of builderSteps(doc)) {
    if (step.list !== list.id) continue;
    const limits = step.mark
      ? step.mark === column
      : step.catalog !== undefined &&
        row.entry?.startsWith(`${step.catalog}/`) === true &&
        stepChecks(step, entry, column);
    if (!limits || !covers(doc, sheet, step, entry, row)) continue;
    const count = stepCount(doc, sheet, step);
    const checked = checkedRows(doc, sheet, step, column);
    if (checked > count) {
      reject(
        "too-many",
        `${step.label} allows ${count} checked in ${list.label}; this would make ${checked}`,
        `sheet.builder.steps.${step.id}.count`,
      );
    }
  }
}

/**
 * The catalog step that lets the sheet choose the entry named `name` into `list` with `column` checked: its
 * count is above 0 and its stamp, or the entry's own row, checks the column. Returns the step and the entry.
 */
export function choosableEntry(
  doc: RulesetDoc,
  sheet: SheetData,
  list: ListDef,
  column: string,
  name: string,
): { step: BuilderStepDef; ref: string; entry: CatalogEntry } | undefined {
  const lower = name.trim().toLowerCase();
  for (const step of builderSteps(doc)) {
    if (step.list !== list.id || !step.catalog || step.mark) continue;
    const catalog = doc.catalogs?.[step.catalog];
    const entry = catalog?.entries.find((e) => e.name.toLowerCase() === lower || e.id.toLowerCase() === lower);
    if (!entry || !stepChecks(step, entry, column) || !covers(doc, sheet, step, entry)) continue;
    if (stepCount(doc, sheet, step) <= 0) continue;
    return { step, ref: `${step.catalog}/${entry.id}`, entry };
  }
  return undefined;
}
