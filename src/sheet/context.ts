// One evaluation of a sheet: the ruleset, the sheet, and a cache of derived values for that pair.
import type { RulesetDoc, SheetData } from "../ruleset/index.js";

export interface SheetContext {
  readonly doc: RulesetDoc;
  readonly sheet: SheetData;
  /** Derived values computed so far; valid only for this exact sheet object. */
  readonly derived: Map<string, number>;
  /** Derived ids being computed, outermost first, to report cycles. */
  readonly stack: string[];
}

export function contextOf(doc: RulesetDoc, sheet: SheetData): SheetContext {
  return { doc, sheet, derived: new Map(), stack: [] };
}
