// The director's weighing of a `usesChosen` heal (1.251): it names no `amount`, so the engine spends as many uses
// as would heal the first target fully; what that heals beyond the one use the director's own ways already count
// is worth as much as any healing (a dying ally brought back most of all).
import type { ActFrame } from "../../combat/types.js";
import { healingValue } from "../../director/consider/healing.js";
import { expectUse } from "../../director/expect.js";
import type { EffectWorth } from "../../director/plugins.js";
import { defaultUses } from "./chosen.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  const target = cand.targets[0];
  const max = cand.option.amount?.max;
  if (!use?.m.usesChosen || !target || max === undefined) return 0;
  const act = { steps: cand.steps } as ActFrame;
  const n = cand.choice.amount ?? defaultUses(scene.ctx, act, use, scene.me, target, max);
  if (n <= 1) return 0;
  const one = expectUse(scene, scene.me, use, target, { steps: cand.steps });
  return healingValue(scene, target, { ...one, heal: one.heal * n }) - healingValue(scene, target, one);
};
