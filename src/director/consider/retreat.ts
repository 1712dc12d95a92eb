// Retreat and defence when badly hurt: dodging (attack rolls against the decider at disadvantage), fleeing
// the fight (party members only, at a board's edge), both valued by the danger they take away. Disengaging and
// walking away are weighed by the scorer as moves without opportunity attacks.
import { cellDistance } from "../../combat/board/grid.js";
import { speed } from "../../combat/stats.js";
import { foesInView, type Scene } from "../scene.js";
import { worth } from "../threat.js";
import { danger, field } from "./position.js";

/** What a party member's death costs beyond the fight: a fled one lives to fight again. */
const DEATH = 10;

/** Dodging only puts a blow off to a later round unless friends turn the fight meanwhile: its danger taken
 * away counts at this share. */
const POSTPONED = 0.5;

export function dodgeValue(scene: Scene): number {
  const here = scene.me.at;
  // Above half health with no foe able to close in and strike, a Dodge only hides from arrows: a table
  // closes in, shoots back or takes cover instead.
  if (!hurt(scene) && !meleeCanCome(scene)) return 0;
  return POSTPONED * (danger(scene, here) - danger(scene, here, true));
}

/** At half health or less. */
const hurt = (scene: Scene) => scene.me.hp * 2 <= scene.me.maxHp;

/** Some foe could walk up to the decider and strike it in melee next round. */
function meleeCanCome(scene: Scene): boolean {
  const here = scene.me.at;
  if (!here) return true;
  return field(scene).threats.some((t) => t.melee && (!t.foe.at || cellDistance(t.foe.at, here) <= t.speed + t.reach));
}

export function fleeValue(scene: Scene): number {
  // No one leaves the fight above half health: a table fights on while it has the strength.
  if (!hurt(scene)) return Number.NEGATIVE_INFINITY;
  return danger(scene, scene.me.at) * (1 + DEATH / Math.max(1, worth(scene, scene.me))) - worth(scene, scene.me);
}

/** Cells of progress a dash adds toward the nearest foe, when none is in reach of the decider's best use. */
export function dashCells(scene: Scene): number {
  const me = scene.me;
  const b = scene.state.board;
  if (!b || !me.at) return 0;
  let nearest = Number.POSITIVE_INFINITY;
  for (const f of foesInView(scene)) if (f.at) nearest = Math.min(nearest, cellDistance(f.at, me.at));
  if (!Number.isFinite(nearest)) return 0;
  const walk = Math.floor(me.moveLeft / b.perCell);
  const gap = nearest - field(scene).myRange - walk;
  return Math.max(0, Math.min(Math.floor(speed(scene.ruleset, scene.state, me) / b.perCell), gap));
}
