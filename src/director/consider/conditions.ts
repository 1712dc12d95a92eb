// Conditions by their effect: how much worse a round is for the one holding it (losing the turn outweighs a
// disadvantage, which outweighs a speed penalty), for as many rounds as it is likely to last.

import { blowKind, keptForBlow } from "../../combat/blow.js";
import { cellDistance } from "../../combat/board/grid.js";
import { parsedDice } from "../../combat/dice.js";
import { conditionDef } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import { usesOf } from "../../combat/uses.js";
import { average } from "../../dice/index.js";
import type { CombatConditionDef, ModifierDef } from "../../ruleset/combat.js";
import type { AppliedCondition } from "../../ruleset/mechanics.js";
import { isFoe, type Scene } from "../scene.js";
import { bestBlow, HORIZON, roundsLeft, threat } from "../threat.js";

/** A point on a d20 roll, as a share of the damage that roll gates: 5% of the rolls, over a hit chance of
 * about 60%. Bless's 1d4 (2.5 points) on attacks is a fifth more damage. A point of defense, over the 45% or
 * so a foe hits an armoured character with, takes a tenth off its blows. */
const PER_POINT = 0.08;
const DEFENSE_POINT = 0.1;

/** A modifier's size: its flat part and its dice's average (Bless's 1d4 is 2.5). */
const sizeOf = (m: { flat?: number; dice?: string }) => (m.flat ?? 0) + (m.dice ? average(parsedDice(m.dice)) : 0);

/** Damage per round the holder's foes put out on the holder: each foe's threat shared among the holder's side,
 * on a board the nearer ones taking the larger share (a front-liner takes more blows than the wizard behind). */
export function pressureOn(scene: Scene, holder: Combatant): number {
  const all = scene.state.order.map((id) => scene.state.combatants[id]!);
  const standing = all.filter((c) => c.status === "standing");
  const foes = standing.filter((c) => c.side !== holder.side);
  const side = standing.filter((c) => c.side === holder.side);
  if (!holder.at || side.some((c) => !c.at)) return foes.reduce((n, f) => n + threat(scene, f), 0) / (side.length || 1);
  let p = 0;
  for (const f of foes) {
    if (!f.at) continue;
    const weight = (c: Combatant) => 1 / (1 + cellDistance(c.at!, f.at!));
    const all = side.reduce((n, c) => n + weight(c), 0) || 1;
    p += (threat(scene, f) * weight(holder)) / all;
  }
  return p;
}

function expand(scene: Scene, id: string, out: CombatConditionDef[], depth = 0): void {
  const def = conditionDef(scene.ruleset, id);
  if (!def || depth > 8 || out.includes(def)) return;
  out.push(def);
  for (const inc of def.includes ?? []) expand(scene, inc, out, depth + 1);
}

/** How much a condition costs its holder's side per round, in health points (negative for a benefit); `without`
 * leaves one effect out, for a caller that weighs it its own way (an escape weighs speed by the walk it frees). */
export function harmPerRound(scene: Scene, id: string, holder: Combatant, without?: string): number {
  const defs: CombatConditionDef[] = [];
  expand(scene, id, defs);
  const t = threat(scene, holder);
  const p = pressureOn(scene, holder);
  let h = 0;
  for (const def of defs) {
    for (const e of def.effects ?? []) {
      if (e === without) continue;
      if (e === "incapacitated") h += t;
      else if (e === "speed-zero") h += 0.25 * t;
      else if (e === "attacks-against-advantage") h += 0.2 * p;
      else if (e === "attacks-against-disadvantage") h -= 0.2 * p;
      else if (e === "attacks-disadvantage") h += 0.3 * t;
      else if (e === "attacks-advantage") h -= 0.2 * t;
      else if (e === "no-opportunity") h -= 0.05 * t;
    }
    for (const m of def.modifiers ?? []) {
      // A change narrowed to some blows (1.247) is worth nothing to a holder with none of them.
      if ((m.to === "attacks" || m.to === "damage") && !countsForSomeBlow(scene, holder, m)) continue;
      const k = sizeOf(m);
      const mode = m.mode === "advantage" ? -1 : m.mode === "disadvantage" ? 1 : 0;
      if (m.to === "attacks") h += (mode > 0 ? 0.3 : 0.2) * mode * t - PER_POINT * k * t;
      else if (m.to === "attacks-taken") h += -0.2 * mode * p;
      else if (m.to === "defense") h -= DEFENSE_POINT * k * p;
      else if (m.to === "saves" || m.to === "checks") h += 0.05 * mode * t - 0.02 * k * t;
      else if (m.to === "speed") h -= (k / 30) * 0.15 * t;
      else if (m.to === "damage") h -= 0.05 * k * t;
      else if (m.to === "damage-taken") h += 0.05 * k * p;
    }
  }
  // What it does to the holder's own blows' dice (1.197 more times): its best blow holding it over without.
  if (without === undefined && defs.some((d) => d.modifiers?.some((m) => m.to === "damage"))) {
    const holding = { ...holder, conditions: [...holder.conditions, { id }] };
    h -= Math.max(0, bestBlow(scene, holding) - bestBlow(scene, holder));
  }
  return h;
}

/** Whether a change to attacks or damage counts for some blow of its holder (extension points "attack modifiers", "damage modifiers"); a
 * holder with no blow at all is weighed as before (its damage may come from elsewhere). */
function countsForSomeBlow(scene: Scene, holder: Combatant, m: ModifierDef): boolean {
  const blows = usesOf(scene.ruleset, scene.state, holder).filter((u) => blowKind(u));
  return !blows.length || blows.some((u) => keptForBlow(scene.ctx, holder, u)(m));
}

/** Rounds a condition is likely to last, as applied: one held by concentration (or for the fight) lasts about
 * as long as the fight has left, less the chance the concentration breaks first, so Bless is worth more before
 * a long fight's first blows than at the end of a short one. */
export function expectedRounds(applied: AppliedCondition, saveFail: number, scene?: Scene): number {
  const d = applied.duration;
  if (d === undefined || d === "concentration") return scene ? 0.8 * roundsLeft(scene) : HORIZON * 0.7;
  if (d === "instant") return 1;
  if (d === "until-save") return Math.min(HORIZON, 1 / Math.max(0.25, 1 - saveFail));
  return Math.min(d.rounds, HORIZON);
}

/** Value of conditions a use applies to a target when it lands with chance `land`. */
export function conditionsValue(
  scene: Scene,
  applies: readonly AppliedCondition[] | undefined,
  target: Combatant,
  land: number,
  saveFail: number,
): number {
  if (!applies?.length || land <= 0) return 0;
  let v = 0;
  for (const a of applies) {
    // Applying a condition already held adds nothing worth counting.
    if (target.conditions.some((c) => c.id === a.condition)) continue;
    // Nor one that would not take hold (extension point "condition blockers": 1.256 one of a group at a time).
    if (
      scene.ctx.caps
        .modulesWith("blocksCondition")
        .some((m) => m.blocksCondition!(scene.ctx, target, a.condition, scene.me))
    )
      continue;
    v += harmPerRound(scene, a.condition, target) * expectedRounds(a, saveFail, scene);
  }
  return (isFoe(scene, target) ? v : -v) * land;
}
