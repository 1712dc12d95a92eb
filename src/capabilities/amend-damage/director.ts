// The director's weighing of `damageOnce` (1.414): the damage it adds to every target of a shared roll, or to the
// first target the use is expected to hit, valued as any damage is. `halfOnSave` needs no weighing here: the
// expectation asks the "target results" hook, which turns the negated save into half damage.
import type { UseDef } from "../../combat/use-def.js";
import { damageValue } from "../../director/consider/damage.js";
import { expectUse } from "../../director/expect.js";
import type { EffectWorth } from "../../director/plugins.js";
import { damageOnceOf, sharedRoll } from "./damage.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const use: UseDef | undefined = cand.use;
  if (!use?.amendedBy || use.m.kind === "heal") return 0;
  const once = damageOnceOf(scene.ctx, scene.me, use);
  if (!once || once.amount <= 0) return 0;
  let v = 0;
  for (const target of sharedRoll(use) ? cand.targets : cand.targets.slice(0, 1)) {
    const e = expectUse(scene, scene.me, use, target, { steps: cand.steps });
    if (e.hitMean <= 0) continue;
    const hitMean = e.hitMean + once.amount;
    const more = { ...e, hitMean, damage: e.land * hitMean + (e.half * hitMean) / 2 };
    v += damageValue(scene, target, more) - damageValue(scene, target, e);
  }
  return v;
};
