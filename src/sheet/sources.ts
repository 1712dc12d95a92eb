// Everything on a sheet that can bend a roll: held conditions, combat levels the sheet has reached, and
// the modifiers of items in effect.
import type { RulesetDoc, SheetData } from "../ruleset/index.js";
import { heldRules } from "./conditions.js";
import { contextOf } from "./context.js";
import { combatLevels } from "./doc.js";
import { activeEffects } from "./items.js";
import type { CheckFloor, CheckModifier, RerollsFace } from "./rules-read.js";
import { derivedValue } from "./value.js";

export interface RollSources {
  readonly modifiers: readonly CheckModifier[];
  readonly rerollsFace: readonly RerollsFace[];
  readonly checkFloors: readonly CheckFloor[];
}

export function rollSources(doc: RulesetDoc, sheet: SheetData): RollSources {
  const ctx = contextOf(doc, sheet);
  const levels = combatLevels(doc).filter((l) => derivedValue(ctx, l.derived, "combat.levels") >= l.at);
  const conditions = heldRules(doc, sheet);
  const items = activeEffects(doc, sheet).flatMap((e) => (e.effect.modifiers ?? []) as CheckModifier[]);
  const both = [...conditions, ...levels];
  return {
    modifiers: [...conditions.flatMap((c) => c.modifiers ?? []), ...levels.flatMap((l) => l.modifiers ?? []), ...items],
    rerollsFace: both.flatMap((s) => (s.rerollsFace ? [s.rerollsFace] : [])),
    checkFloors: both.flatMap((s) => (s.checkFloor ? [s.checkFloor] : [])),
  };
}
