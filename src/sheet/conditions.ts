// Live conditions on a sheet, with the combat rules behind each (a disease that outlasted its fight).
import type { RulesetDoc, SheetData } from "../ruleset/index.js";
import { conditionRules } from "./doc.js";
import type { DraftSheet } from "./draft.js";
import type { SheetEvent } from "./events.js";
import type { ConditionRules } from "./rules-read.js";

export function heldConditions(sheet: SheetData): readonly string[] {
  return sheet.live?.conditions ?? [];
}

/** Combat rules of every held condition, and of the conditions those include. */
export function heldRules(doc: RulesetDoc, sheet: SheetData): ConditionRules[] {
  const seen = new Set<string>();
  const out: ConditionRules[] = [];
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const rules = conditionRules(doc, id);
    if (!rules) return;
    out.push(rules);
    for (const inner of (rules as { includes?: readonly string[] }).includes ?? []) visit(inner);
  };
  for (const id of heldConditions(sheet)) visit(id);
  return out;
}

export function hasEffect(doc: RulesetDoc, sheet: SheetData, effect: string): boolean {
  return heldRules(doc, sheet).some((r) => r.effects?.includes(effect));
}

/** Removes a condition from a draft; returns the event, or none when it was not held. */
export function endCondition(draft: DraftSheet, id: string, reason: string): SheetEvent[] {
  const list = draft.live?.conditions;
  if (!list?.includes(id)) return [];
  draft.live!.conditions = list.filter((c) => c !== id);
  return [{ type: "condition-ended", condition: id, reason }];
}
