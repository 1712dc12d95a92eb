// Using up what a party member carries. An item `use` spends the item's charges when both name them (`use.charges`
// from the stack's charges, the item's `charges.max` when the sheet gives none); an item with no `charges` block
// is used up: one of its stack's `quantity` is gone (a potion, a scroll), as the sheet's own item use does. An item
// with charges whose use names none spends nothing. A use is offered only while a stack can pay for it; what a fight
// spends is kept in the combatant's `stacks` and written back to the sheet by `settleSheets`.

import { parseDiceOrThrow, rollDice } from "../../dice/index.js";
import type { ItemDef } from "../../ruleset/catalog.js";
import type { SheetData } from "../../ruleset/sheet-data.js";
import type { CapabilityModule } from "../capability.js";
import type { Ctx } from "../context.js";
import { emit } from "../context.js";
import { findEntry } from "../entries.js";
import type { CombatEvent } from "../events.js";
import type { Combatant } from "../types.js";
import type { UseDef } from "../uses.js";

type ItemEvent = Extract<CombatEvent, { t: "item" }>;

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

/** The first stack of the use's item that can pay for it (and is worn, when `worn`), or -1. */
export function payingStack(ctx: Ctx, who: Combatant, use: UseDef, worn = false): number {
  const sheet = ctx.state.sheets[who.id];
  const ref = use.item;
  if (!sheet?.inventory || ref === undefined) return -1;
  const def = findEntry(ctx.ruleset, ref) as ItemDef | undefined;
  // A stack that became another item in this fight (1.272) no longer pays for the old item's uses.
  return sheet.inventory.findIndex(
    (s, i) =>
      s.item === ref &&
      (!worn || s.worn === true) &&
      !who.stacks?.[i]?.item &&
      canPay(use, stackNow(sheet, who, i, def)),
  );
}

/** Whether the last-charge die's face gives the item charges back (1.271 `breaksOn.regains`). */
function regainsOn(breaks: NonNullable<NonNullable<ItemDef["charges"]>["breaksOn"]>, face: number): boolean {
  return breaks.regains !== undefined && face >= breaks.regains.atLeast;
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
    // 1.269: a payment of more charges spends them too.
    spendStack(ctx, who, use, index, act.moreCharges ?? 0);
  },
};

/** Spends what `use` spends of the stack at `index` (its quantity or charges, and `more` charges paid beside them),
 * rolling a last charge's break die. */
export function spendStack(ctx: Ctx, who: Combatant, use: UseDef, index: number, more = 0): void {
  if (!use.spends) return;
  const sheet = ctx.state.sheets[who.id]!;
  const def = findEntry(ctx.ruleset, use.item!) as ItemDef | undefined;
  const now = stackNow(sheet, who, index, def);
  const what = use.spends.what;
  const from = what === "quantity" ? now.quantity : now.charges;
  const to = from - use.spends.amount - (what === "charges" ? more : 0);
  // Only what the fight changed is kept, so the settled sheet writes back no charges a potion never had.
  const live = who.stacks?.[index];
  const next = what === "quantity" ? { ...live, quantity: to } : { ...live, quantity: now.quantity, charges: to };
  // The last charge rolls the item's break die, as the sheet's own spending does: a low face destroys it, or
  // turns it into another item (1.272); a high one can give charges back instead (1.271).
  const breaks = what === "charges" && to <= 0 && from > 0 ? def?.charges?.breaksOn : undefined;
  let lastCharge: ItemEvent["lastCharge"];
  if (breaks && (breaks.atMost !== undefined || breaks.regains)) {
    const sides = breaks.die ?? 20;
    const face = ctx.rng.die(sides);
    const broke = breaks.atMost !== undefined && face <= breaks.atMost && !regainsOn(breaks, face);
    lastCharge = { sides, face, broke };
    if (regainsOn(breaks, face)) {
      const roll = rollDice(parseDiceOrThrow(breaks.regains!.amount), ctx.rng);
      next.charges = Math.min(def?.charges?.max ?? roll.total, Math.max(0, roll.total));
      lastCharge.regains = { dice: roll, to: next.charges };
    } else if (broke && breaks.becomes) {
      // The stack is that other item from now on: the old uses go (capabilities/item-becomes), and the fight
      // writes it back with the new item's name and no charges.
      next.item = breaks.becomes;
      next.charges = 0;
      const into = findEntry(ctx.ruleset, breaks.becomes) as ItemDef | undefined;
      lastCharge.becomes = { item: breaks.becomes, name: into?.name ?? breaks.becomes };
    } else if (broke) next.quantity = now.quantity - 1;
  }
  who.stacks = { ...who.stacks, [index]: next };
  emit(ctx, {
    t: "item",
    who: who.id,
    item: use.item!,
    // The item, not its use: a use's label (1.271) names what it does, not whose charges these are.
    name: def?.name ?? use.name,
    what,
    from,
    to,
    ...(lastCharge ? { lastCharge } : {}),
  });
}
