// Health pools and thresholds (1.196, 1.199). A pool is rolled once when the entry is used (more dice per level paid
// above its cost, `perCostStep`) and handed out from the target with the least health up: a target is affected
// only when its health is no more than what is left, and then uses that much; the rest are not affected at all, and
// those it skips (a condition it names, or unable to see its user) spend none of it. A threshold lets through only a
// target with no more health than it names; `kills` slays whoever it affects.

import { addDice } from "../../combat/amount.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, combatant, emit } from "../../combat/context.js";
import { die } from "../../combat/damage.js";
import { parsedDice } from "../../combat/dice.js";
import { canSee } from "../../combat/seeing.js";
import { conditionIds } from "../../combat/stats.js";
import type { ActFrame, Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { DiceExpr } from "../../dice/index.js";
import { rollDice } from "../../dice/index.js";
import { affects } from "../target-types/filter.js";

/** The pool's dice for an act: its own, and `perCostStep` for each level paid above its cost. */
export function poolDice(use: UseDef, steps: number): DiceExpr {
  const own = parsedDice(use.m.healthPool!);
  return use.m.perCostStep !== undefined && steps > 0 ? addDice(own, parsedDice(use.m.perCostStep), steps) : own;
}

/** Whether the entry can affect `target` at all: judged by its `targetTypes` first (1.196: "judged only after
 * `targetTypes` has said whom it can affect"), so the pool is not spent on one it passes over. */
export function affectable(ctx: Ctx, use: UseDef, target: Combatant): boolean {
  return !use.m.targetTypes || affects(ctx, use.m.targetTypes, target);
}

/** Whether the pool passes over `target` (1.199): it holds a condition the entry names, or cannot see `user`. */
export function skips(ctx: Ctx, use: UseDef, user: Combatant, target: Combatant): boolean {
  const skip = use.m.healthPoolSkips;
  if (!skip) return false;
  if (skip.conditions?.length) {
    const held = conditionIds(ctx.ruleset, target);
    if (skip.conditions.some((c) => held.has(c))) return true;
  }
  return skip.unseeing === true && target.id !== user.id && !canSee(ctx, target, user);
}

/** The targets in the order the pool reaches them: least health first, the act's order among equals. */
export function poolOrder(targets: readonly Combatant[]): Combatant[] {
  return targets
    .map((t, i) => ({ t, i }))
    .sort((a, b) => a.t.hp - b.t.hp || a.i - b.i)
    .map((x) => x.t);
}

function rollPool(ctx: Ctx, act: ActFrame, use: UseDef): void {
  const user = combatant(ctx, act.actor);
  const dice = rollDice(poolDice(use, act.steps), ctx.rng);
  const all = [...new Set(act.targets)]
    .map((id) => combatant(ctx, id))
    .filter((t) => t.status === "standing" && affectable(ctx, use, t));
  const skipped = all.filter((t) => skips(ctx, use, user, t));
  let left = dice.total;
  const enough: { who: string; hp: number }[] = [];
  const short: string[] = [];
  for (const t of poolOrder(all.filter((t) => !skipped.includes(t)))) {
    if (t.hp <= left) {
      left -= t.hp;
      enough.push({ who: t.id, hp: t.hp });
    } else short.push(t.id);
  }
  act.pooled = enough.map((e) => e.who);
  emit(ctx, { t: "health-pool", who: user.id, name: use.name, dice, enough, short, skipped: skipped.map((t) => t.id) });
}

export const healthPools: CapabilityModule = {
  id: "health-pools",
  keys: ["healthPool", "healthAtMost", "kills", "healthPoolSkips"],
  onUse(ctx, act, use) {
    if (use.m.healthPool !== undefined) rollPool(ctx, act, use);
  },
  // After `targetTypes` has passed over whom it cannot affect (target-types, 235), before any roll or window of
  // the target's (moments, 240): one the pool or the threshold leaves out is not affected at all.
  decide(ctx, act, use, target) {
    if (use.m.healthPool !== undefined && !act.pooled?.includes(target.id)) return { lands: false };
    const atMost = use.m.healthAtMost;
    if (atMost === undefined) return undefined;
    const affected = target.hp <= atMost;
    emit(ctx, { t: "health-threshold", who: target.id, name: use.name, hp: target.hp, atMost, affected });
    return affected ? undefined : { lands: false };
  },
  onHit(ctx, _act, use, target, result) {
    if (!use.m.kills || !result.lands || target.status === "dead") return;
    target.hp = 0;
    target.temp = 0;
    die(ctx, target);
  },
};
