// The director's weighing of a dismissal (1.236): a foe sent away for good is worth as much as felling it (its
// threat over the rounds a fight usually has left); one sent away for a while, its threat for the rounds the
// condition is likely to hold it away. Each by the chance it fails the save (after the attack roll hits, when the
// entry rolls one). An ally sent away is the same loss to the decider's side.

import { saveDifficulty } from "../../combat/stats.js";
import { expectedRounds } from "../../director/consider/conditions.js";
import { expectUse, failChance } from "../../director/expect.js";
import type { EffectWorth } from "../../director/plugins.js";
import { isFoe } from "../../director/scene.js";
import { threat, worth } from "../../director/threat.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  const d = use?.m.dismisses;
  if (!use || !d || !use.m.save) return 0;
  const rolled = use.m.attackRoll !== undefined || use.toHit !== undefined;
  const dc = saveDifficulty(scene.ruleset, scene.state, scene.me, use);
  const held = typeof d === "object" ? use.m.applies?.find((a) => a.condition === d.while) : undefined;
  let v = 0;
  for (const t of cand.targets) {
    if (t.status !== "standing") continue;
    const fails = failChance(scene, t, use.m.save.save, dc, { source: scene.me, use: use.id });
    const p = rolled ? expectUse(scene, scene.me, use, t).land * fails : fails;
    const w = held ? threat(scene, t) * expectedRounds(held, fails, scene) : worth(scene, t);
    v += isFoe(scene, t) ? p * w : -p * w;
  }
  return v;
};
