// The director's weighing of `halfOnMiss`: its expectation counts a hit's damage at the chance of a hit; a miss adds
// half of it (as a saved half does), with what that does towards felling the target.
import { damageValue } from "../../director/consider/damage.js";
import { expectUse } from "../../director/expect.js";
import type { EffectWorth } from "../../director/plugins.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  if (!use?.m.halfOnMiss || cand.strikes) return 0;
  let v = 0;
  for (const target of cand.targets) {
    const e = expectUse(scene, scene.me, use, target, { steps: cand.steps });
    const miss = Math.max(0, 1 - e.land - e.half);
    if (miss <= 0 || e.hitMean <= 0) continue;
    const withMiss = { ...e, half: e.half + miss, damage: e.damage + (miss * e.hitMean) / 2 };
    v += damageValue(scene, target, withMiss) - damageValue(scene, target, e);
  }
  return v;
};
