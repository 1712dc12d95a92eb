// The director's weighing of 1.274's temporary points: a condition that refills its holder's temporary points each
// turn is worth, per round it is likely to last, what those points can soak of the damage the holder's foes put on
// it that round (they never stack, so a refill beyond that round's blows is worth nothing). A foe's is a loss.
import { parsedDice } from "../../combat/dice.js";
import { readValue } from "../../combat/source.js";
import { conditionDef, sourceOf } from "../../combat/stats.js";
import { average } from "../../dice/index.js";
import { expectedRounds, pressureOn } from "../../director/consider/conditions.js";
import type { EffectWorth } from "../../director/plugins.js";
import { isFoe } from "../../director/scene.js";
import "./def.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  let v = 0;
  for (const a of cand.use?.m.applies ?? []) {
    const t = conditionDef(scene.ruleset, a.condition)?.temporary;
    if (!t) continue;
    const fixed =
      t.value && a.value !== undefined ? readValue(sourceOf(scene.ruleset, scene.state, scene.me), a.value) : 0;
    const each = Math.max(0, (t.dice ? average(parsedDice(t.dice)) : 0) + (t.flat ?? 0) + fixed);
    for (const target of cand.targets) {
      if (target.status !== "standing" || target.conditions.some((c) => c.id === a.condition)) continue;
      const worth = Math.min(each, pressureOn(scene, target)) * expectedRounds(a, 0, scene);
      v += isFoe(scene, target) ? -worth : worth;
    }
  }
  return v;
};
