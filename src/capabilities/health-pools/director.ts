// The director's weighing of health pools and thresholds (1.196, 1.199): what a use does to a target (weighed by
// the director's own ways, as though it lands) counts only as likely as the pool or the threshold lets it through.
// The pool reaches a prefix of its targets from the least health up (one it is not enough for leaves more health
// than any before it), so a target is affected when the pool covers its health and all before it; the chance of
// that comes from the pool's exact distribution. Killing outright is worth what felling the target is.

import { combatant } from "../../combat/context.js";
import type { DiceExpr } from "../../dice/index.js";
import { onTarget } from "../../director/on-target.js";
import type { EffectWorth } from "../../director/plugins.js";
import { isFoe } from "../../director/scene.js";
import { worth } from "../../director/threat.js";
import { affectable, poolDice, poolOrder, skips } from "./pools.js";

/** P(total ≥ n) for each n, from the exact distribution of a sum of dice (small pools: Sleep's 5d8 to 13d8). */
function atLeast(expr: DiceExpr): (n: number) => number {
  let dist = new Map<number, number>([[expr.flat, 1]]);
  for (const term of expr.terms)
    for (let k = 0; k < term.count; k++) {
      const next = new Map<number, number>();
      for (const [v, p] of dist)
        for (let f = 1; f <= term.sides; f++) {
          const to = v + term.sign * f;
          next.set(to, (next.get(to) ?? 0) + p / term.sides);
        }
      dist = next;
    }
  return (n) => {
    let p = 0;
    for (const [v, q] of dist) if (v >= n) p += q;
    return p;
  };
}

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  const m = use?.m;
  if (!use || !m || (m.healthPool === undefined && m.healthAtMost === undefined && !m.kills)) return 0;
  const user = combatant(scene.ctx, scene.me.id);
  const chance = new Map<string, number>();
  if (m.healthPool !== undefined) {
    const p = atLeast(poolDice(use, cand.steps));
    const reached = cand.targets.filter(
      (t) => t.status === "standing" && affectable(scene.ctx, use, t) && !skips(scene.ctx, use, user, t),
    );
    let spent = 0;
    for (const t of poolOrder(reached)) {
      spent += t.hp;
      chance.set(t.id, p(spent));
    }
  }
  let v = 0;
  for (const t of cand.targets) {
    let p = m.healthPool !== undefined ? (chance.get(t.id) ?? 0) : 1;
    if (m.healthAtMost !== undefined && t.hp > m.healthAtMost) p = 0;
    // The director's own weighing took the use as landing: take back what the pool or threshold withholds.
    if (p < 1) v -= (1 - p) * onTarget(scene, use, t, { steps: cand.steps });
    if (m.kills) {
      const felled = worth(scene, t) + t.hp;
      v += p * (isFoe(scene, t) ? felled : -felled);
    }
  }
  return v;
};
