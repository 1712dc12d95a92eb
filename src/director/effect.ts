// What a use does, summed over everyone it reaches: damage, healing, conditions and broken concentration,
// less what it costs (resources spent, concentration given up).
import type { Candidate } from "./candidate.js";
import { dropCost } from "./consider/concentration.js";
import { conjureValue } from "./consider/conjure.js";
import { searchValue } from "./consider/hiding.js";
import { resourceCost } from "./consider/resources.js";
import { bestThisTurn } from "./lookahead.js";
import { type EffectOpts, onTarget } from "./on-target.js";
import type { Scene } from "./scene.js";
import { threat } from "./threat.js";

/** Budgets a use gives (Action Surge) are worth, each, the best blow the decider could land with it this
 * turn (at most a round of its threat): nothing when no foe is within a walk and a blow. Only a use with a
 * price can give, so the director never loops on a free one. */
function givesValue(scene: Scene, cand: Candidate): number {
  const gives = cand.use?.m.gives;
  if (!gives?.length || (!cand.payment && cand.use?.uses === undefined)) return 0;
  const each = Math.min(threat(scene, scene.me), bestThisTurn(scene) ?? Number.POSITIVE_INFINITY);
  return gives.reduce((n, g) => n + (g.count ?? 1), 0) * each;
}

export function effectOf(scene: Scene, cand: Candidate, opts: EffectOpts = {}): number {
  const use = cand.use;
  if (!use) return 0;
  // A `search` action (Detect) does nothing but search.
  let v =
    givesValue(scene, cand) +
    conjureValue(scene, cand, (w, foe) => onTarget(scene, w, foe)) +
    (use.m.search ? searchValue(scene) : 0);
  if (cand.strikes) for (const s of cand.strikes) v += s.standing * onTarget(scene, s.use, s.target, opts);
  else for (const t of cand.targets) v += onTarget(scene, use, t, { ...opts, steps: cand.steps });
  return v - resourceCost(scene, use, cand.payment) - dropCost(scene, use);
}

export type { EffectOpts } from "./on-target.js";
