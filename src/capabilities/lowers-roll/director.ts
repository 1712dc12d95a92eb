// The director's weighing of a reaction that lowers an attack roll which hit (1.250: Cutting Words): the chance its
// dice bring the roll below the struck one's defense, times the blow that then misses (and the chance that blow would
// have felled them). A roll already out of reach of the dice is worth nothing, so the use is kept for a better one.
import { beamKey } from "../../combat/act-target.js";
import { parsedDice } from "../../combat/dice.js";
import { defense } from "../../combat/stats.js";
import type { ActFrame } from "../../combat/types.js";
import { usesOf } from "../../combat/uses.js";
import { fellChance } from "../../director/consider/damage.js";
import { expectUse } from "../../director/expect.js";
import type { EffectWorth } from "../../director/plugins.js";
import { worth } from "../../director/threat.js";
import { loweringDice } from "./dice.js";

/** The chance that the dice of `expr` total at least `need`. */
export function atLeastChance(expr: string, need: number): number {
  const d = parsedDice(expr);
  let dist = new Map<number, number>([[d.flat, 1]]);
  for (const t of d.terms)
    for (let n = 0; n < t.count; n++) {
      const next = new Map<number, number>();
      for (const [v, p] of dist)
        for (let f = 1; f <= t.sides; f++) next.set(v + t.sign * f, (next.get(v + t.sign * f) ?? 0) + p / t.sides);
      dist = next;
    }
  let chance = 0;
  for (const [v, p] of dist) if (v >= need) chance += p;
  return chance;
}

export const effectWorth: EffectWorth = (scene, cand) => {
  const lowers = cand.use?.m.lowersRoll;
  const stack = scene.state.stack;
  const window = stack.at(-1);
  const act = stack.at(-2) as ActFrame | undefined;
  if (!lowers || window?.kind !== "window" || window.moment !== "hit" || window.self || window.about === undefined)
    return 0;
  if (act?.kind !== "act" || act.actor !== window.subject) return 0;
  const struck = scene.state.combatants[window.about];
  const roll = struck ? act.rolls[beamKey(act, struck.id)] : undefined;
  if (!struck || !roll || roll.natural >= scene.critOn) return 0;
  const need = roll.total - defense(scene.ruleset, scene.state, struck) + 1;
  const turns = atLeastChance(loweringDice(scene.ctx, scene.me, lowers), need);
  if (turns <= 0) return 0;
  const attacker = scene.state.combatants[act.actor]!;
  const use = usesOf(scene.ruleset, scene.state, attacker).find((u) => u.id === act.use);
  if (!use) return 0;
  const e = expectUse(scene, attacker, use, struck, { steps: act.steps, decided: { critical: false } });
  return turns * (Math.min(e.hitMean, struck.hp + struck.temp) + fellChance(struck, e) * worth(scene, struck));
};
