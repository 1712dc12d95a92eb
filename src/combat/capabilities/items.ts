// Using up what a party member carries. An item `use` spends the item's charges when both name them (`use.charges`
// from the stack's charges, the item's `charges.max` when the sheet gives none); an item with no `charges` block
// is used up: one of its stack's `quantity` is gone (a potion, a scroll), as the sheet's own item use does. An item
// with charges whose use names none spends nothing. A use is offered only while a stack can pay for it; what a fight
// spends is kept in the combatant's `stacks` and written back to the sheet by `settleSheets`.
import type { ItemDef } from "../../ruleset/catalog.js";
import type { SheetData } from "../../ruleset/sheet-data.js";
import type { CapabilityModule } from "../capability.js";
import type { Ctx } from "../context.js";
import { emit } from "../context.js";
import { findEntry } from "../entries.js";
import type { Combatant } from "../types.js";
import type { UseDef } from "../uses.js";

export interface StackNow {
  readonly quantity: number;
  readonly charges: number;
}

/** A stack's quantity and charges now: as the fight left them, else as the sheet has them. */
export function stackNow(sheet: SheetData, who: Combatant, index: number, def: ItemDef | undefined): StackNow {
  const live = who.stacks?.[index];
  const stack = sheet.inventory![index]!;
  return {
    quantity: live?.quantity ?? stack.quantity ?? 1,
    charges: live?.charges ?? stack.charges ?? def?.charges?.max ?? 0,
  };
}

function canPay(use: UseDef, now: StackNow): boolean {
  if (now.quantity <= 0) return false;
  return use.spends?.what !== "charges" || now.charges >= use.spends.amount;
}

/** The first stack of the use's item that can pay for it, or -1. */
function payingStack(ctx: Ctx, who: Combatant, use: UseDef): number {
  const sheet = ctx.state.sheets[who.id];
  const ref = use.item;
  if (!sheet?.inventory || ref === undefined) return -1;
  const def = findEntry(ctx.ruleset, ref) as ItemDef | undefined;
  return sheet.inventory.findIndex((s, i) => s.item === ref && canPay(use, stackNow(sheet, who, i, def)));
}

export const items: CapabilityModule = {
  id: "items",
  keys: ["charges", "use.charges"],
  offer(ctx, who, use) {
    if (use.origin !== "item-use") return undefined;
    return payingStack(ctx, who, use) < 0 ? "used-up" : undefined;
  },
  onUse(ctx, act, use) {
    if (use.origin !== "item-use" || !use.spends) return;
    const who = ctx.state.combatants[act.actor]!;
    const index = payingStack(ctx, who, use);
    // The menu offered it only with a stack that pays, and nothing between the choice and here spends items.
    if (index < 0) throw new Error(`${who.id} has no ${use.item} left to use`);
    const sheet = ctx.state.sheets[who.id]!;
    const def = findEntry(ctx.ruleset, use.item!) as ItemDef | undefined;
    const now = stackNow(sheet, who, index, def);
    const what = use.spends.what;
    const from = what === "quantity" ? now.quantity : now.charges;
    const to = from - use.spends.amount;
    // Only what the fight changed is kept, so the settled sheet writes back no charges a potion never had.
    const live = who.stacks?.[index];
    const next = what === "quantity" ? { ...live, quantity: to } : { ...live, quantity: now.quantity, charges: to };
    // The last charge rolls the item's break die, as the sheet's own spending does: a low face destroys it.
    const breaks = what === "charges" && to <= 0 && from > 0 ? def?.charges?.breaksOn : undefined;
    let lastCharge: { sides: number; face: number; broke: boolean } | undefined;
    if (breaks?.atMost !== undefined && !breaks.regains && !breaks.becomes) {
      const sides = breaks.die ?? 20;
      const face = ctx.rng.die(sides);
      lastCharge = { sides, face, broke: face <= breaks.atMost };
      if (lastCharge.broke) next.quantity = now.quantity - 1;
    }
    who.stacks = { ...who.stacks, [index]: next };
    emit(ctx, {
      t: "item",
      who: who.id,
      item: use.item!,
      name: use.name,
      what,
      from,
      to,
      ...(lastCharge ? { lastCharge } : {}),
    });
  },
};
