// What a use costs from the user's pools (`cost`), paid at a chosen level of a pool group (spell slots), with
// more targets for each level above the cost's own (`targetsPerCostStep`); a creature action's limited `uses`.

import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { CapabilityModule, CapabilitySet } from "../capability.js";
import { type Ctx, emit } from "../context.js";
import type { Combatant, Payment } from "../types.js";
import type { UseDef } from "../uses.js";

/** The ways `who` can pay for a use now: undefined when it costs nothing, [] when it cannot be paid. */
export function paymentsFor(ctx: Ctx, who: Combatant, use: UseDef): Payment[] | undefined {
  const cost = use.m.cost;
  if (cost === undefined) return undefined;
  const spec = typeof cost === "string" ? { pool: cost } : cost;
  const amount = spec.amount ?? 1;
  const has = (pool: string) => (who.pools[pool] ?? 0) >= amount;
  if (spec.pool !== undefined) return has(spec.pool) ? [{ pool: spec.pool, amount }] : [];
  const own = spec.level ?? use.level ?? 0;
  const pools = (ctx.ruleset.sheet.live?.pools ?? [])
    .filter((p) => p.group === spec.group && (p.level ?? 0) >= own && has(p.id))
    .sort((a, b) => (a.level ?? 0) - (b.level ?? 0));
  const base = use.m.targetCount ?? 1;
  const per = use.m.targetsPerCostStep ?? 0;
  return pools.map((p) => ({
    pool: p.id,
    level: p.level ?? 0,
    amount,
    ...(per ? { maxTargets: base + per * countedSteps(ctx.caps, use, (p.level ?? 0) - own) } : {}),
  }));
}

/** How many of `steps` levels paid above `use`'s own count for it: as every module answering "cost steps" leaves
 * them (1.241 `perCostStepsMax`). */
export function countedSteps(caps: Pick<CapabilitySet, "modulesWith">, use: UseDef, steps: number): number {
  let n = steps;
  for (const m of caps.modulesWith("countsSteps")) n = m.countsSteps!(use, n);
  return n;
}

/** The cost's own level, from which steps paid above are counted: a named pool's own level when it has one (1.252:
 * `slots_1` paid with a higher slot counts from the 1st). */
export function costLevel(use: UseDef, ruleset?: RulesetDoc): number {
  const cost = use.m.cost;
  const named = typeof cost === "string" ? cost : cost?.pool;
  const pool = named === undefined ? undefined : ruleset?.sheet.live?.pools?.find((p) => p.id === named);
  if (pool?.level !== undefined) return pool.level;
  return (typeof cost === "object" ? cost.level : undefined) ?? use.level ?? 0;
}

export const costs: CapabilityModule = {
  id: "costs",
  keys: ["cost", "targetsPerCostStep"],
  offer(ctx, who, use, offer) {
    if (use.uses !== undefined && (who.usesLeft[use.id] ?? use.uses) <= 0) return "used-up";
    const payments = paymentsFor(ctx, who, use);
    if (payments && payments.length === 0) return "cannot-pay";
    if (payments) offer.payments = payments;
    return undefined;
  },
  onUse(ctx, act, use) {
    const who = ctx.state.combatants[act.actor]!;
    if (use.uses !== undefined) who.usesLeft[use.id] = (who.usesLeft[use.id] ?? use.uses) - 1;
    if (act.pool === undefined) return;
    const amount = typeof use.m.cost === "object" ? (use.m.cost.amount ?? 1) : 1;
    who.pools[act.pool] = (who.pools[act.pool] ?? 0) - amount;
    emit(ctx, {
      t: "pay",
      who: who.id,
      pool: act.pool,
      amount,
      ...(act.level !== undefined ? { level: act.level } : {}),
    });
  },
};
