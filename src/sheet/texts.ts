// Live text fields, with 1.378 `hideWhen` by a derived value.
import type { RulesetDoc, SheetData, TextFieldDef } from "../ruleset/index.js";
import { contextOf } from "./context.js";
import { derivedValue } from "./value.js";

export function textHidden(doc: RulesetDoc, sheet: SheetData, def: TextFieldDef): boolean {
  const rule = def.hideWhen;
  if (!rule) return false;
  const value = derivedValue(contextOf(doc, sheet), rule.derived, `sheet.live.texts.${def.id}.hideWhen`);
  if (rule.equals !== undefined) return value === rule.equals;
  if (rule.notEquals !== undefined) return value !== rule.notEquals;
  if (rule.in !== undefined) return rule.in.includes(value);
  return false;
}

/** The text fields shown on the sheet, each with its value ("" when unset). */
export function visibleTexts(doc: RulesetDoc, sheet: SheetData): { id: string; label: string; value: string }[] {
  return (doc.sheet.live?.texts ?? [])
    .filter((def) => !textHidden(doc, sheet, def))
    .map((def) => ({ id: def.id, label: def.label, value: sheet.live?.texts?.[def.id] ?? "" }));
}
