// The director's weighing of lowered maximums (1.203, 1.235). Health taken off the maximum is health the target
// cannot be healed back to for the rest of the fight: each point counts a quarter more than the blow's own
// weighing, as likely as it is lowered (the target's own save failing, the entry's own save failing, or the hit
// alone), of the named damage type's share of the blow only. What `heals` gives back to the user counts as
// healing of what it is missing. A blow that `leavesAtLeast` some health never fells: the chance of felling that
// the director's own ways counted is taken back.

import { parsedDice } from "../../combat/dice.js";
import { saveBonus } from "../../combat/stats.js";
import type { UseDef } from "../../combat/uses.js";
import { average } from "../../dice/index.js";
import { fellChance } from "../../director/consider/damage.js";
import { expectUse } from "../../director/expect.js";
import { saveFailChance } from "../../director/odds.js";
import type { EffectWorth } from "../../director/plugins.js";
import { isFoe } from "../../director/scene.js";
import { worth } from "../../director/threat.js";

/** A point taken off the maximum, over the point of damage the director already counts. */
const LOWERED = 0.25;

/** The mean of an amount as a use carries it: a dice string, or `{ dice, flat }` (a creature's damage). */
function meanOf(amount: unknown): number {
  if (typeof amount === "string") return average(parsedDice(amount));
  if (typeof amount !== "object" || amount === null) return 0;
  const a = amount as { dice?: string; flat?: number };
  return (a.dice ? average(parsedDice(a.dice)) : 0) + (a.flat ?? 0);
}

/** The share of a use's mean damage that is of `type` (all of it when no type is named). */
function typeShare(use: UseDef, type: string | undefined): number {
  if (!type) return 1;
  const parts = [
    { mean: meanOf(use.m.amount) + (use.damageAdd ?? 0), type: use.m.damageType },
    ...(use.m.plus ?? []).map((p) => ({ mean: meanOf(p), type: p.type ?? use.m.damageType })),
  ];
  const total = parts.reduce((n, p) => n + p.mean, 0);
  return total > 0 ? parts.filter((p) => p.type === type).reduce((n, p) => n + p.mean, 0) / total : 0;
}

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  const r = use?.m.reducesMax;
  if (!use || (!r && !use.m.leavesAtLeast)) return 0;
  let v = 0;
  for (const t of cand.targets) {
    if (t.status !== "standing") continue;
    const e = expectUse(scene, scene.me, use, t, { steps: cand.steps });
    const sign = isFoe(scene, t) ? 1 : -1;
    if (use.m.leavesAtLeast) v -= sign * fellChance(t, e) * worth(scene, t);
    if (!r) continue;
    let lowered = (r.onFailedSave ? e.land * e.hitMean : e.damage) * typeShare(use, r.damageType);
    if (r.save && r.difficulty !== undefined)
      lowered *= saveFailChance(saveBonus(scene.ruleset, scene.state, t, r.save), r.difficulty);
    v += sign * LOWERED * lowered;
    if (r.heals) v += 0.5 * Math.min(lowered, scene.me.maxHp - scene.me.hp);
  }
  return v;
};
