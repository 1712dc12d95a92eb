// The light a sheet's items shed (1.295, 1.296): an item's effect `light` while the effect is in force, and,
// for an item with a `toggle`, only while it is on; while off it sheds `toggle.offLight`, else nothing.
// Combat and lighting read this; the item types are read structurally as lighting owns `light`.
import type { ItemDef, ItemEffectDef, RulesetDoc, SheetData } from "../ruleset/index.js";
import { activeEffects } from "./items.js";

export interface Light {
  readonly bright?: number;
  readonly dim?: number;
  readonly [key: string]: unknown;
}

export interface ItemLight {
  /** `<catalog>/<entry>` of the item, and its place in the inventory. */
  readonly item: string;
  readonly index: number;
  readonly light: Light;
  /** Whether the toggle is on (true for an item without a toggle). */
  readonly on: boolean;
}

type Lit = ItemEffectDef & { readonly light?: Light };
type Toggle = NonNullable<ItemDef["toggle"]> & { readonly offLight?: Light };

export function itemLights(doc: RulesetDoc, sheet: SheetData): ItemLight[] {
  const out: ItemLight[] = [];
  for (const { item, effect } of activeEffects(doc, sheet)) {
    const light = (effect as Lit).light;
    if (!light) continue;
    const toggle = item.def.toggle as Toggle | undefined;
    const on = !toggle || item.stack.on === true;
    const shed = on ? light : toggle?.offLight;
    if (shed) out.push({ item: item.stack.item, index: item.index, light: shed, on });
  }
  return out;
}
