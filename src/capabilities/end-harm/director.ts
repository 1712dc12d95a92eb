// The director's weighing of a condition with `onEnd.harm` (1.245): the harm its holder will take when it ends, at
// the chance the use lands, as a share of the holder's health times its worth (nothing for a holder passing
// `unless`). An ally harmed is the same loss to the decider's side.
import { addDice } from "../../combat/amount.js";
import { parsedDice } from "../../combat/dice.js";
import { conditionDef } from "../../combat/stats.js";
import { passesTest } from "../../combat/target-test.js";
import { average } from "../../dice/index.js";
import { expectUse } from "../../director/expect.js";
import type { EffectWorth } from "../../director/plugins.js";
import { isFoe } from "../../director/scene.js";
import { worth } from "../../director/threat.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  if (!use?.m.applies) return 0;
  let v = 0;
  for (const a of use.m.applies) {
    const h = conditionDef(scene.ruleset, a.condition)?.onEnd?.harm;
    if (!h) continue;
    const mean = Math.max(0, average(addDice(parsedDice(h.dice ?? 0), { terms: [], flat: h.flat ?? 0 })));
    for (const t of cand.targets) {
      if (t.status !== "standing" || t.hp <= 0) continue;
      if (h.unless && passesTest(scene.ruleset, t, h.unless)) continue;
      const w = expectUse(scene, scene.me, use, t).land * Math.min(1, mean / t.hp) * worth(scene, t);
      v += isFoe(scene, t) ? w : -w;
    }
  }
  return v;
};
