// Which inventory items are in effect: worn effects need the item worn (and bound, for items with `binds`,
// while every `needsWorn` group is worn, 1.313); carried effects need only the item in the pack.
import type { InventoryItem, ItemDef, ItemEffectDef, RulesetDoc, SheetData } from "../ruleset/index.js";
import { itemAt } from "./doc.js";

export interface HeldItem {
  readonly index: number;
  readonly stack: InventoryItem;
  readonly def: ItemDef;
}

export function heldItems(doc: RulesetDoc, sheet: SheetData): HeldItem[] {
  const out: HeldItem[] = [];
  (sheet.inventory ?? []).forEach((stack, index) => {
    const def = itemAt(doc, stack.item);
    if (def && (stack.quantity ?? 1) > 0) out.push({ index, stack, def });
  });
  return out;
}

/** Whether each `needsWorn` group has one item worn (and bound where that item binds). */
export function needsWornMet(doc: RulesetDoc, sheet: SheetData, def: ItemDef): boolean {
  const groups = def.binds?.needsWorn ?? [];
  const held = heldItems(doc, sheet);
  return groups.every((group) =>
    held.some((h) => h.stack.worn && group.anyOf.includes(h.stack.item) && (!h.def.binds || h.stack.bound)),
  );
}

/** An item with `binds` counts as bound only while it is bound and its `needsWorn` groups are worn. */
export function isBound(doc: RulesetDoc, sheet: SheetData, held: HeldItem): boolean {
  if (!held.def.binds) return true;
  return held.stack.bound === true && held.stack.worn === true && needsWornMet(doc, sheet, held.def);
}

/** The effect blocks in force, worn ones first in inventory order, then carried ones. */
export function activeEffects(doc: RulesetDoc, sheet: SheetData): { item: HeldItem; effect: ItemEffectDef }[] {
  const held = heldItems(doc, sheet);
  const out: { item: HeldItem; effect: ItemEffectDef }[] = [];
  for (const h of held)
    if (h.def.worn && h.stack.worn && isBound(doc, sheet, h)) out.push({ item: h, effect: h.def.worn });
  for (const h of held) if (h.def.carried) out.push({ item: h, effect: h.def.carried });
  return out;
}
