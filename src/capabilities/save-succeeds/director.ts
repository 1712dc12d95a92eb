// The director's weighing of `save.succeeds` (1.181): the director's own weighing took a target's save as rolled;
// one who succeeds without rolling gets only what a success brings (half, or nothing).
import { onTarget } from "../../director/on-target.js";
import type { EffectWorth } from "../../director/plugins.js";
import { succeedsWithout } from "./succeeds.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  if (!use?.m.save?.succeeds) return 0;
  const kept = use.m.save.onSuccess === "half" ? 0.5 : 1;
  let v = 0;
  for (const t of cand.targets)
    if (succeedsWithout(scene.ctx, use, t)) v -= kept * onTarget(scene, use, t, { steps: cand.steps });
  return v;
};
