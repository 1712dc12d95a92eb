// What a use does, summed over everyone it reaches: damage, healing, conditions and broken concentration,
// less what it costs (resources spent, concentration given up).
import { options } from "../combat/options.js";
import type { Candidate } from "./candidate.js";
import { dropCost } from "./consider/concentration.js";
import { resourceCost } from "./consider/resources.js";
import { bestThisTurn } from "./lookahead.js";
import { type EffectOpts, onTarget } from "./on-target.js";
import { effectWorth, laterCatchOf } from "./plugins.js";
import { makeScene, memo, type Scene } from "./scene.js";
import { roundsLeft, threat } from "./threat.js";

/** Budgets a use gives (Action Surge) are worth, each, the best blow the decider could land with it this
 * turn (at most a round of its threat): nothing when no foe is within a walk and a blow. Only a use with a
 * price can give, so the director never loops on a free one. Once the budget it gives is spent, the blow is
 * weighed on the turn as it would stand with the budget back (after the Attack action, a second one). */
function givesValue(scene: Scene, cand: Candidate): number {
  const gives = cand.use?.m.gives;
  if (!gives?.length || (!cand.payment && cand.use?.uses === undefined)) return 0;
  const spent = gives.filter((g) => (scene.me.budgets[g.budget] ?? 0) < 1);
  const best = spent.length
    ? memo(scene, `gives:${cand.use!.id}`, () => bestWithBudgets(scene, spent))
    : bestThisTurn(scene);
  const each = Math.min(threat(scene, scene.me), best ?? Number.POSITIVE_INFINITY);
  return gives.reduce((n, g) => n + (g.count ?? 1), 0) * each;
}

/** The best blow this turn on a copy of the fight where the decider has these budgets back. */
function bestWithBudgets(scene: Scene, gives: readonly { budget: string; count?: number }[]): number {
  const state = structuredClone(scene.state);
  const me = state.combatants[scene.me.id]!;
  for (const g of gives) me.budgets[g.budget] = (me.budgets[g.budget] ?? 0) + (g.count ?? 1);
  return bestThisTurn(makeScene(scene.ruleset, state, options(scene.ruleset, state))) ?? 0;
}

/** A lasting zone that goes with its caster and harms those in it at each of their turns (Spirit Guardians)
 * catches each round those it catches now (foes beside the caster stay in it): for the rounds the fight has left,
 * up to three. A zone that stays put is moved onto foes instead (zone-move.ts). 0: not such a zone. */
function lastingRounds(scene: Scene, use: NonNullable<Candidate["use"]>): number {
  const zone = use.m.zone as { anchor?: string; triggers?: readonly string[] } | undefined;
  // Only harm: what a zone's conditions do is already weighed for as long as they last.
  if (zone?.anchor !== "caster" || !zone.triggers?.includes("turn-start") || !use.m.amount || use.m.applies) return 0;
  return Math.max(1, Math.min(3, 0.8 * roundsLeft(scene)));
}

/** What a use does to those it reaches: once, or for a lasting zone carried by its caster, its cast (unless it
 * appears doing nothing, `atCast: false`) and then its later catches for the rounds it lasts, each as the zone
 * deals them (extension point "later catches": 1.198, a damage type of their own). */
function caughtWorth(scene: Scene, cand: Candidate, use: NonNullable<Candidate["use"]>, opts: EffectOpts): number {
  const worth = (u: typeof use) => {
    let v = 0;
    for (const t of cand.targets) v += onTarget(scene, u, t, { ...opts, steps: cand.steps });
    return v;
  };
  const rounds = lastingRounds(scene, use);
  const now = worth(use);
  if (rounds === 0) return now;
  const later = laterCatchOf(scene, use);
  const each = later === use ? now : worth(later);
  // The cast's catches count as the first round's when it deals them; the rounds after are the zone's own.
  return (use.m.zone as { atCast?: boolean }).atCast === false ? rounds * each : now + (rounds - 1) * each;
}

export function effectOf(scene: Scene, cand: Candidate, opts: EffectOpts = {}): number {
  const use = cand.use;
  if (!use) return 0;
  // What packages give meaning to inside the use (a search, a conjured weapon) is theirs to weigh.
  let v = givesValue(scene, cand) + effectWorth(scene, cand);
  if (cand.strikes) for (const s of cand.strikes) v += s.standing * onTarget(scene, s.use, s.target, opts);
  else v += caughtWorth(scene, cand, use, opts);
  return v - resourceCost(scene, use, cand.payment) - dropCost(scene, use);
}

export type { EffectOpts } from "./on-target.js";
