// Item toggles as the sheet offers them (1.295; 1.378 `onLabel` / `offLabel`): each switchable item, whether
// it is on, and the action that would switch it, named by its label or "Turn on <item>" / "Turn off <item>".
import type { ItemDef, RulesetDoc, SheetData } from "../ruleset/index.js";
import { heldItems } from "./items.js";

export interface ToggleOffer {
  readonly item: string;
  readonly index: number;
  readonly on: boolean;
  /** What switching it is called: the toggle's `offLabel` while on, `onLabel` while off. */
  readonly action: string;
}

/** The name of switching an item to `to`. */
export function toggleAction(def: ItemDef, to: boolean): string {
  const labels = def.toggle ?? {};
  return (to ? labels.onLabel : labels.offLabel) ?? `${to ? "Turn on" : "Turn off"} ${def.name}`;
}

export function toggleOffers(doc: RulesetDoc, sheet: SheetData): ToggleOffer[] {
  return heldItems(doc, sheet)
    .filter((h) => h.def.toggle)
    .map((h) => {
      const on = h.stack.on === true;
      return { item: h.stack.item, index: h.index, on, action: toggleAction(h.def, !on) };
    });
}
