// Damage: the health it removes (no more than the target has) and the chance it fells the target, which is
// worth the target's threat over the rest of the fight. On a friend it counts against.
import type { Combatant } from "../../combat/types.js";
import type { Expected } from "../expect.js";
import { reachChance } from "../odds.js";
import { isFoe, type Scene } from "../scene.js";
import { worth } from "../threat.js";

/** Harming a friend weighs a little more than harming a foe: the director errs away from friendly fire. */
const FRIENDLY_FIRE = 1.25;
/** Health removed short of felling counts half: a foe acts at full strength until it falls, so damage that
 * finishes one is worth more than the same damage spread. */
const PARTIAL = 0.5;

/** Chance the use brings the target to 0. */
export function fellChance(target: Combatant, e: Expected): number {
  const need = target.hp + target.temp;
  return e.land * reachChance(e.hitMean, e.hitSd, need) + e.half * reachChance(e.hitMean / 2, e.hitSd / 2, need);
}

/** Damage short of felling also brings the fall closer: this share of the target's worth per fraction of its
 * health removed, so that blows go first where a point of health carries the most threat (focus fire). */
const PROGRESS = 0.5;

/** A blow on someone down counts this share of their worth: down, they threaten nothing until healed. */
const DOWN = 0.5;

/** A blow on someone dying (the dying rule's `damageFails`) is a failed death save, two on a critical: worth the
 * share of the failures left it takes off, at the chance it lands, times half the worth of one who could be
 * healed back up. So a foe down to its last failure is finished, and a standing one is struck before a fresh
 * fall. */
function downValue(scene: Scene, target: Combatant, e: Expected): number {
  const failures = scene.ruleset.combat?.dying?.failures ?? 3;
  const left = Math.max(1, failures - target.death.failures);
  const value = DOWN * worth(scene, target) * Math.min(1, (e.land + e.half) / left);
  return isFoe(scene, target) ? value : -FRIENDLY_FIRE * value;
}

export function damageValue(scene: Scene, target: Combatant, e: Expected): number {
  if (e.damage <= 0) return 0;
  if (target.status !== "standing") return downValue(scene, target, e);
  const need = Math.max(1, target.hp + target.temp);
  const removed = Math.min(e.damage, need);
  const fell = fellChance(target, e);
  const w = worth(scene, target);
  const value = PARTIAL * removed + PROGRESS * (removed / need) * (1 - fell) * w + fell * w;
  return isFoe(scene, target) ? value : -FRIENDLY_FIRE * value;
}
