// The director's weighing of cures (1.176): bringing back an ally is worth its standing again (its threat over the
// rounds a fight has left) and the health it returns with; stabilizing a dying ally, half that standing (it is
// saved from death, not back on its feet); each condition ended, what it costs its holder a round for the rounds it
// would likely still hold. A foe cured is the same loss to the decider's side.

import { parsedDice } from "../../combat/dice.js";
import { average } from "../../dice/index.js";
import { harmPerRound } from "../../director/consider/conditions.js";
import type { EffectWorth } from "../../director/plugins.js";
import { isFoe } from "../../director/scene.js";
import { HORIZON, roundsLeft, worth } from "../../director/threat.js";
import { cureBy, endsOn, revivable } from "./cures.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const m = cand.use?.m;
  if (!m || (m.ends === undefined && !m.stabilizes && m.revives === undefined)) return 0;
  const rounds = Math.min(HORIZON, roundsLeft(scene));
  let v = 0;
  for (const t of cand.targets) {
    let w = 0;
    if (t.status === "dead") {
      if (!revivable(scene.ctx, cand.use!, t)) continue;
      w += worth(scene, t) + Math.min(t.maxHp, Math.max(1, average(parsedDice(m.revives!.health))));
    }
    if (m.stabilizes && t.status === "dying") w += 0.5 * worth(scene, t);
    if (m.ends)
      for (const cond of endsOn(scene.ctx, t, m.ends, cureBy(cand.use!, cand.payment?.level)))
        w += harmPerRound(scene, cond.id, t) * rounds;
    v += isFoe(scene, t) ? -w : w;
  }
  return v;
};
