// The director's weighing of what 1.236 adds to a use: an entry that ends a condition on its user gives that
// condition up (Dispel Evil and Good's protection, when its Dismissal is used). When the user's own
// concentration holds it up, what that concentration is worth now is given up with it; otherwise what the
// condition does for its holder over the rounds it would likely still last.

import { heldValue } from "../../director/consider/concentration.js";
import { harmPerRound } from "../../director/consider/conditions.js";
import type { EffectWorth } from "../../director/plugins.js";
import { roundsLeft } from "../../director/threat.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const id = cand.use?.m.endsCondition;
  if (!id) return 0;
  const me = scene.me;
  let lost = 0;
  for (const cond of me.conditions) {
    if (cond.id !== id) continue;
    if (cond.sustained && cond.source === me.id && me.concentration?.use === cond.by) lost += heldValue(scene, me);
    else lost += Math.max(0, -harmPerRound(scene, id, me)) * Math.min(cond.remaining ?? 8, 0.8 * roundsLeft(scene));
  }
  return -lost;
};
