// The charges of the item a weapon's strike comes from, as the fight has left them (1.187: a slay spends them).
import { stackNow } from "../../combat/capabilities/items.js";
import { type Ctx, emit } from "../../combat/context.js";
import { findEntry } from "../../combat/entries.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { ItemDef } from "../../ruleset/catalog.js";

/** The stack of `use`'s item with the most charges left, and those charges (-1 and 0 when it carries none). */
function richest(ctx: Ctx, who: Combatant, use: UseDef): { index: number; charges: number; quantity: number } {
  const sheet = ctx.state.sheets[who.id];
  const def = findEntry(ctx.ruleset, use.id) as ItemDef | undefined;
  let best = { index: -1, charges: 0, quantity: 0 };
  sheet?.inventory?.forEach((s, i) => {
    if (s.item !== use.id) return;
    const now = stackNow(sheet, who, i, def);
    if (now.quantity > 0 && (best.index < 0 || now.charges > best.charges)) best = { index: i, ...now };
  });
  return best;
}

/** The charges left on the item `who` strikes with. */
export function chargesLeft(ctx: Ctx, who: Combatant, use: UseDef): number {
  return richest(ctx, who, use).charges;
}

/** Spends `amount` of its charges (the caller made sure they are there), logged as an item use's spending is. */
export function spendCharges(ctx: Ctx, who: Combatant, use: UseDef, amount: number): void {
  const { index, charges, quantity } = richest(ctx, who, use);
  if (index < 0) return;
  const to = charges - amount;
  who.stacks = { ...who.stacks, [index]: { ...who.stacks?.[index], quantity, charges: to } };
  emit(ctx, { t: "item", who: who.id, item: use.id, name: use.name, what: "charges", from: charges, to });
}
