// The director's weighing of hanging on (1.320, 1.400): its own ways count a blow's chance of felling a target at
// the target's whole worth, but a target that will hang on at 1 is not felled. That part is taken back, as likely
// as something it holds would hold against this use: none against a damage type it names in `notFrom` (radiant on
// a zombie), less on a use that can crit where `notCritical`, and only as likely as its save succeeds (plus the
// blow's mean damage with `plusDamage`). So a blow that the hanging on cannot hold against goes first.

import { saveBonus } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { Candidate } from "../../director/candidate.js";
import { fellChance } from "../../director/consider/damage.js";
import { type Expected, expectUse } from "../../director/expect.js";
import { critChance, reachChance, saveFailChance } from "../../director/odds.js";
import type { EffectWorth } from "../../director/plugins.js";
import { isFoe, type Scene } from "../../director/scene.js";
import { worth } from "../../director/threat.js";
import { type Holder, holdersOf, usable } from "./hang.js";

/** The chance that `h` holds against `use` landing in full on `t`. */
function holdChance(scene: Scene, use: UseDef, t: Combatant, h: Holder, e: Expected): number {
  const d = h.def;
  const type = use.m.damageType;
  if (type && d.notFrom?.includes(type)) return 0;
  let p = 1;
  if (d.notCritical && use.m.attackRoll && e.land > 0) p *= 1 - Math.min(1, critChance("normal") / e.land);
  if (d.dealtAtMost !== undefined) p *= 1 - reachChance(e.hitMean, e.hitSd, d.dealtAtMost + 1);
  if (d.save) {
    const dc = d.save.difficulty + (d.save.plusDamage ? e.hitMean : 0) + (d.save.raisedBy ?? 0) * h.earlier;
    p *= 1 - saveFailChance(saveBonus(scene.ruleset, scene.state, t, d.save.save), Math.round(dc));
  }
  return p;
}

function againstTarget(scene: Scene, use: UseDef, t: Combatant, steps: number): number {
  if (t.status !== "standing" || !use.m.amount) return 0;
  const holders = holdersOf(scene.ctx, t).filter((h) => usable(scene.ctx, t, h));
  if (!holders.length) return 0;
  const e = expectUse(scene, scene.me, use, t, { steps });
  let none = 1;
  for (const h of holders) none *= 1 - holdChance(scene, use, t, h, e);
  const taken = (1 - none) * fellChance(t, e) * worth(scene, t);
  return isFoe(scene, t) ? -taken : taken;
}

export const effectWorth: EffectWorth = (scene, cand: Candidate) => {
  const use = cand.use;
  if (!use) return 0;
  let v = 0;
  if (cand.strikes) for (const s of cand.strikes) v += s.standing * againstTarget(scene, s.use, s.target, cand.steps);
  else for (const t of cand.targets) v += againstTarget(scene, use, t, cand.steps);
  return v;
};
