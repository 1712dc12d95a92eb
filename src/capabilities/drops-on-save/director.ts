// The director's weighing of `dropsOnFailedSave` (1.245): a foe that fails is felled, worth its whole threat; one
// that passes takes the amount (all of it, or half under "half"), worth that share of its health. The default
// expectation counts neither (a failure deals nothing, a success under "none" nothing it knows of), so this is all
// of it. An ally is the same loss to the decider's side.

import { parsedDice } from "../../combat/dice.js";
import { saveDifficulty } from "../../combat/stats.js";
import { average } from "../../dice/index.js";
import { failChance } from "../../director/expect.js";
import type { EffectWorth } from "../../director/plugins.js";
import { isFoe } from "../../director/scene.js";
import { worth } from "../../director/threat.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  if (!use?.m.dropsOnFailedSave || !use.m.save || use.m.attackRoll || use.toHit !== undefined) return 0;
  const dc = saveDifficulty(scene.ruleset, scene.state, scene.me, use);
  const mean = use.m.amount === undefined ? 0 : Math.max(0, average(parsedDice(use.m.amount)));
  const share = use.m.save.onSuccess === "half" ? 0.5 : 1;
  let v = 0;
  for (const t of cand.targets) {
    if (t.status !== "standing" || t.hp <= 0) continue;
    const fails = failChance(scene, t, use.m.save.save, dc, { source: scene.me, use: use.id });
    const hurt = Math.min(1, (mean * share) / t.hp);
    const w = worth(scene, t) * (fails + (1 - fails) * hurt);
    v += isFoe(scene, t) ? w : -w;
  }
  return v;
};
