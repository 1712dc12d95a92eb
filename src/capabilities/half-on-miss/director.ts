// The director's weighing of `halfOnMiss` (1.255): the estimate counts a miss as nothing, so the half dealt on a miss
// is added here, valued as any damage is: on each target, the chance of a miss times half the blow.
import { damageValue } from "../../director/consider/damage.js";
import { expectUse } from "../../director/expect.js";
import type { EffectWorth } from "../../director/plugins.js";

export const missWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  if (!use?.m.halfOnMiss || !use.m.attackRoll) return 0;
  let v = 0;
  for (const t of cand.targets) {
    const e = expectUse(scene, scene.me, use, t, { steps: cand.steps });
    const miss = Math.max(0, 1 - e.land);
    if (miss <= 0 || e.hitMean <= 0) continue;
    v += damageValue(scene, t, {
      land: 0,
      half: miss,
      damage: (miss * e.hitMean) / 2,
      hitMean: e.hitMean,
      hitSd: e.hitSd,
      heal: 0,
      temp: 0,
    });
  }
  return v;
};
