// The director's weighing of a condition that opens the way for its user's own entries (`targetHolds.fromSelf`:
// Quivering Palm's vibrations, which only End the Vibrations can reach): applying it is worth a share of what the
// entries it opens would do to that target later, when the target does not hold it from the user yet.

import { usesOf } from "../../combat/uses.js";
import { damageValue } from "../../director/consider/damage.js";
import { expectUse } from "../../director/expect.js";
import { type EffectWorth, effectWorth } from "../../director/plugins.js";
import { isFoe } from "../../director/scene.js";

/** What opening counts of the opened entry's worth: it is used on a later turn, if the fight lasts. */
const LATER = 0.5;

let weighing = false;

export const opensWorth: EffectWorth = (scene, cand) => {
  const applied = cand.use?.m.applies?.map((a) => a.condition) ?? [];
  // The opened entry's own worth is asked of every package too: one level deep only.
  if (!applied.length || weighing) return 0;
  const opened = usesOf(scene.ruleset, scene.state, scene.me).filter((u) =>
    u.m.targetHolds?.fromSelf?.some((c) => applied.includes(c)),
  );
  if (!opened.length) return 0;
  weighing = true;
  try {
    let v = 0;
    for (const t of cand.targets) {
      if (t.status !== "standing" || !isFoe(scene, t)) continue;
      const held = (c: string) => t.conditions.some((h) => h.id === c && h.source === scene.me.id);
      let best = 0;
      for (const u of opened) {
        if (u.m.targetHolds?.fromSelf?.some(held)) continue;
        const e = expectUse(scene, scene.me, u, t, { steps: 0 });
        best = Math.max(
          best,
          damageValue(scene, t, e) + effectWorth(scene, { ...cand, use: u, targets: [t], steps: 0 }),
        );
      }
      v += LATER * best;
    }
    return v;
  } finally {
    weighing = false;
  }
};
