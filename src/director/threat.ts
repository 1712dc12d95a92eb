// How dangerous a combatant is: the damage its best use deals in a round against its typical foe. The worth
// of keeping one standing (or of felling it) is that threat over the rounds a fight usually has left.
import { amountOf } from "../combat/amount.js";
import { blowDice } from "../combat/blow.js";
import { attackBonus, defense } from "../combat/stats.js";
import type { ActFrame, Combatant } from "../combat/types.js";
import { usesOf } from "../combat/uses.js";
import { average } from "../dice/index.js";
import { hitChance } from "./odds.js";
import { memo, type Scene } from "./scene.js";

/** Rounds a fight usually has left: what one combatant's standing is worth in rounds of its threat. */
export const HORIZON = 3;
/** A floor, so that a healer or a creature with no attack is still worth protecting and felling. */
const MIN_THREAT = 2;

function typicalDefense(scene: Scene, c: Combatant): number {
  const foes = scene.state.order.map((id) => scene.state.combatants[id]!).filter((o) => o.side !== c.side);
  if (!foes.length) return 12;
  return foes.reduce((n, f) => n + defense(scene.ruleset, scene.state, f), 0) / foes.length;
}

/** Expected damage per round of a combatant's best damaging use. */
export function threat(scene: Scene, c: Combatant): number {
  return memo(scene, `threat:${c.id}`, () => Math.max(MIN_THREAT, bestBlow(scene, c)));
}

/** The expected damage of `c`'s best damaging use as `c` is now, not remembered: `c` may be a copy holding a
 * condition it could gain, whose changes to its blows' dice (extension point "blow dice") count. */
export function bestBlow(scene: Scene, c: Combatant): number {
  let best = 0;
  const def = typicalDefense(scene, c);
  for (const use of usesOf(scene.ruleset, scene.state, c)) {
    const kind = use.m.kind ?? "attack";
    if (kind !== "attack" || use.m.reaction) continue;
    const expr = amountOf(scene.ctx, { steps: 0 } as ActFrame, use, c);
    if (!expr) continue;
    const rolled = use.m.attackRoll || use.toHit !== undefined;
    const p = rolled ? hitChance(attackBonus(scene.ruleset, scene.state, c, use), def, "normal", scene.critOn) : 0.6;
    best = Math.max(best, average(blowDice(scene.ctx, c, use, expr).expr) * p);
  }
  return best;
}

/** What a combatant standing is worth to its side, in health points of the other side. */
export function worth(scene: Scene, c: Combatant): number {
  return threat(scene, c) * HORIZON;
}

/** Rounds the fight has left, as the decider's side sees it: the foes' standing health over the side's threat a
 * round, from one round to eight. */
export function roundsLeft(scene: Scene): number {
  return memo(scene, "roundsLeft", () => {
    const all = scene.state.order.map((id) => scene.state.combatants[id]!).filter((c) => c.status === "standing");
    const foeHp = all.filter((c) => c.side !== scene.me.side).reduce((n, c) => n + c.hp + c.temp, 0);
    const dealt = all.filter((c) => c.side === scene.me.side).reduce((n, c) => n + threat(scene, c), 0);
    return Math.min(8, Math.max(1, foeHp / Math.max(1, dealt)));
  });
}
