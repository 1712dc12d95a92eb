// 1.251: a `usesChosen` heal spends as many uses of its counter as its user chooses, from one to all that remain,
// and heals that many times its amount. The option carries `amount: { max }`; a choice without `amount` spends as
// many as would, on average, heal the first target fully.
import { amountOf } from "../../combat/amount.js";
import type { CapabilityModule, Ctx } from "../../combat/capability.js";
import type { ActFrame, Combatant, Rejection } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import { average } from "../../dice/index.js";
import { usesLeft } from "../counters/counters.js";
import "./def.js";

/** As many uses as would, on average, make up what `target` is missing, within 1 and `max`. */
export function defaultUses(
  ctx: Ctx,
  act: ActFrame,
  use: UseDef,
  user: Combatant,
  target: Combatant | undefined,
  max: number,
): number {
  const expr = amountOf(ctx, act, use, user);
  const each = expr ? average(expr) : 0;
  const missing = target ? target.maxHp - target.hp : 0;
  const n = each > 0 ? Math.ceil(missing / each) : 1;
  return Math.max(1, Math.min(max, n));
}

function reject(code: Rejection["code"], message: string): Rejection {
  return { code, message, path: "amount" };
}

export const usesChosen: CapabilityModule = {
  id: "uses-chosen",
  keys: ["usesChosen"],
  offer(_ctx, who, use, offer) {
    if (!use.m.usesChosen || use.m.usesOf === undefined) return undefined;
    offer.shape = { ...offer.shape, amount: { max: usesLeft(who, use.m.usesOf) } };
    return undefined;
  },
  checkChoice(option, choice) {
    if (choice.amount === undefined) return undefined;
    if (!option.amount) return reject("bad-choice", "this option takes no amount");
    const n = choice.amount;
    if (!Number.isInteger(n)) return reject("wrong-type", "amount is a whole number of uses");
    if (n < 1 || n > option.amount.max) return reject("out-of-range", `amount is 1 to ${option.amount.max}, got ${n}`);
    return undefined;
  },
  fromChoice(ctx, act, use, option, choice) {
    if (!use.m.usesChosen || !option.amount) return;
    const user = ctx.state.combatants[act.actor]!;
    const first = act.targets[0] === undefined ? undefined : ctx.state.combatants[act.targets[0]];
    act.uses = choice.amount ?? defaultUses(ctx, act, use, user, first, option.amount.max);
  },
  adjustHealing(_ctx, act, use, _target, amount) {
    return use.m.usesChosen ? amount * (act.uses ?? 1) : amount;
  },
};
