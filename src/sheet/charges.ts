// Item charges: spending them (with 1.271 `breaksOn.regains` and 1.272 `becomes` on the last one) and
// recharging them at rests.
import { parseDiceOrThrow, rollDice } from "../dice/index.js";
import type { Rng } from "../random/rng.js";
import type { ItemDef, RulesetDoc } from "../ruleset/index.js";
import { itemAt } from "./doc.js";
import type { DraftSheet } from "./draft.js";
import { reject } from "./errors.js";
import type { SheetEvent } from "./events.js";

export function chargesOf(def: ItemDef, stack: { charges?: number }): number {
  return stack.charges ?? def.charges?.max ?? 0;
}

/** Spends charges of the stack at `index`; the last charge rolls the item's break die when it has `breaksOn`. */
export function spendCharges(
  doc: RulesetDoc,
  draft: DraftSheet,
  index: number,
  amount: number,
  rng: Rng,
  path: string,
): SheetEvent[] {
  const stack = draft.inventory![index];
  const def = itemAt(doc, stack.item) ?? reject("unknown-item", `no item ${stack.item}`, path);
  const from = chargesOf(def, stack);
  if (from < amount) reject("not-enough", `${def.name} has ${from} charges, ${amount} needed`, path);
  const to = from - amount;
  stack.charges = to;
  const events: SheetEvent[] = [{ type: "charges", item: stack.item, from, to, reason: "spent" }];
  const breaks = def.charges?.breaksOn;
  if (to > 0 || amount === 0 || !breaks) return events;

  const roll = rollDice({ terms: [{ count: 1, sides: breaks.die ?? 20, sign: 1 }], flat: 0 }, rng);
  events.push({ type: "roll", what: `${stack.item}: last charge`, roll });
  if (breaks.regains && roll.total >= breaks.regains.atLeast) {
    const regained = rollDice(parseDiceOrThrow(breaks.regains.amount), rng);
    events.push({ type: "roll", what: `${stack.item}: regains`, roll: regained });
    stack.charges = Math.min(def.charges?.max ?? regained.total, Math.max(0, regained.total));
    events.push({ type: "charges", item: stack.item, from: 0, to: stack.charges, reason: "regains" });
  } else if (breaks.atMost !== undefined && roll.total <= breaks.atMost) {
    if (breaks.becomes) {
      const becomes = itemAt(doc, breaks.becomes) ?? reject("unknown-item", `no item ${breaks.becomes}`, path);
      const { charges: _spent, ...rest } = stack;
      draft.inventory![index] = {
        ...rest,
        item: breaks.becomes,
        ...(becomes.charges ? { charges: becomes.charges.max } : {}),
      };
      events.push({ type: "item-became", item: stack.item, becomes: breaks.becomes });
    } else {
      draft.inventory!.splice(index, 1);
      events.push({ type: "item-broke", item: stack.item });
    }
  }
  return events;
}

/** Recharges every carried item whose `recharge.rests` names this rest, by its `amount` roll or to full. */
export function rechargeItems(doc: RulesetDoc, draft: DraftSheet, rest: string, rng: Rng): SheetEvent[] {
  const events: SheetEvent[] = [];
  (draft.inventory ?? []).forEach((stack) => {
    const def = itemAt(doc, stack.item);
    const charges = def?.charges;
    if (!def || !charges?.recharge?.rests.includes(rest)) return;
    const from = chargesOf(def, stack);
    if (from >= charges.max) return;
    let gain = charges.max - from;
    if (charges.recharge.amount !== undefined) {
      const roll = rollDice(parseDiceOrThrow(charges.recharge.amount), rng);
      events.push({ type: "roll", what: `${stack.item}: recharge`, roll });
      gain = Math.max(0, roll.total);
    }
    stack.charges = Math.min(charges.max, from + gain);
    events.push({ type: "charges", item: stack.item, from, to: stack.charges, reason: `rest:${rest}` });
  });
  return events;
}
