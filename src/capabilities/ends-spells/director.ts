// The director's weighing of `endsSpells` (1.424): each condition it would end, in the order it ends them and up to
// its count, is worth what the condition costs its holder a round for the rounds it would likely still hold (a
// harm lifted from an ally, a help taken from a foe), as likely as the check above `upTo` passes (its chance read
// with the same bonus the roll would use, no modifiers of the moment).

import { harmPerRound } from "../../director/consider/conditions.js";
import { saveFailChance } from "../../director/odds.js";
import type { EffectWorth } from "../../director/plugins.js";
import { isFoe } from "../../director/scene.js";
import { HORIZON, roundsLeft } from "../../director/threat.js";
import { aboveBonus, spellsOn, upToLevel } from "./ends.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  const def = use?.m.endsSpells;
  if (!use || !def) return 0;
  const upTo = upToLevel(def, use, { level: cand.payment?.level ?? use.level });
  const bonus = def.above ? aboveBonus(scene.ctx, scene.me, def.above.check) : 0;
  let v = 0;
  for (const t of cand.targets) {
    let left = def.count ?? Number.POSITIVE_INFINITY;
    let w = 0;
    for (const { cond, level } of spellsOn(scene.ruleset, t, def)) {
      if (left <= 0) break;
      // A check succeeds as a save would fail: total at least the difficulty.
      const p = level <= upTo ? 1 : def.above ? 1 - saveFailChance(bonus, def.above.dc + level) : 0;
      const rounds = Math.min(cond.remaining ?? HORIZON, roundsLeft(scene));
      w += p * harmPerRound(scene, cond.id, t) * rounds;
      left -= p;
    }
    v += isFoe(scene, t) ? -w : w;
  }
  return v;
};
