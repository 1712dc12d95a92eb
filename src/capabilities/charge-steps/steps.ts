// 1.269: an item use's `chargeStep`: the user may spend up to `max` more charges, each one higher cost step, which
// adds `amount` and `targets` as a higher slot adds `perCostStep` and `targetsPerCostStep`. The menu offers the ways
// to pay as payments `charges:<how many more>` (0 the use's own charges), only as many as the item has left; the
// items module spends them with the use's own, and the last one rolls the item's break die as ever.

import { stackNow } from "../../combat/capabilities/items.js";
import type { CapabilityModule } from "../../combat/capability.js";
import type { Ctx } from "../../combat/context.js";
import { findEntry } from "../../combat/entries.js";
import type { Combatant, Payment } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { ItemDef } from "../../ruleset/catalog.js";

/** The use as its steps read it: `chargeStep`'s `amount` and `targets` as its per-step keys. Kept per use, so a
 * fight's caches, keyed by use, hold. */
const stepped = new WeakMap<UseDef, UseDef>();

function withSteps(use: UseDef): UseDef {
  const step = use.m.chargeStep;
  if (!step || use.origin !== "item-use") return use;
  let out = stepped.get(use);
  if (!out) {
    const m = {
      ...use.m,
      ...(step.amount !== undefined ? { perCostStep: step.amount } : {}),
      ...(step.targets !== undefined ? { targetsPerCostStep: step.targets } : {}),
    };
    out = { ...use, m };
    stepped.set(use, out);
  }
  return out;
}

/** Charges left on the first stack of the use's item still that item. */
function chargesLeft(ctx: Ctx, who: Combatant, use: UseDef): number {
  const sheet = ctx.state.sheets[who.id];
  const def = findEntry(ctx.ruleset, use.item!) as ItemDef | undefined;
  const i = sheet?.inventory?.findIndex((s, n) => s.item === use.item && !who.stacks?.[n]?.item) ?? -1;
  return i < 0 ? 0 : stackNow(sheet!, who, i, def).charges;
}

export const chargeSteps: CapabilityModule = {
  id: "charge-steps",
  keys: ["chargeStep"],
  moreUses(_ruleset, _state, _who, uses) {
    return uses.some((u) => u.m.chargeStep) ? uses.map(withSteps) : uses;
  },
  offer(ctx, who, use, offer) {
    const step = use.m.chargeStep;
    if (!step || use.origin !== "item-use" || use.spends?.what !== "charges" || offer.payments) return undefined;
    const own = use.spends.amount;
    const more = Math.min(step.max, chargesLeft(ctx, who, use) - own);
    if (more <= 0) return undefined;
    const base = use.m.targetCount ?? 1;
    const per = use.m.targetsPerCostStep ?? 0;
    const payments: Payment[] = [];
    for (let n = 0; n <= more; n++)
      payments.push({
        pool: `charges:${n}`,
        level: n,
        amount: own + n,
        charges: n,
        ...(per ? { maxTargets: base + per * n } : {}),
      });
    offer.payments = payments;
    return undefined;
  },
};
