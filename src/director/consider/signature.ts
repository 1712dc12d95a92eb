// Signature moves bought between turns (1.283): the director buys one as it would a teleport, to get away
// from a foe beside it when badly hurt (to a cell out of every foe's reach), or to close on foes when none is
// within the reach of its best use; less the opportunity attacks the walk provokes, unless it provokes none.
import type { Candidate } from "../candidate.js";
import type { Scene } from "../scene.js";
import { approach, danger, inFoeReach, positionValue, provokeCost, straight } from "./position.js";

/** Health points getting out of reach is worth beyond the danger it takes away: the foes must follow first. */
const ESCAPE = 1;
/** A move must gain at least this much. */
const WALK = 0.1;

export function signatureMoveValue(scene: Scene, cand: Candidate): number {
  const me = scene.me;
  const here = me.at;
  const to = cand.choice.at;
  const move = cand.use?.m.move;
  if (!here || !to || !move) return 0;
  let value: number;
  if (me.hp * 4 <= me.maxHp && inFoeReach(scene, here)) {
    if (inFoeReach(scene, to)) return 0;
    value = danger(scene, here) - danger(scene, to) + ESCAPE;
  } else if (approach(scene, here) < 0) {
    // No foe within the reach of its best use: closing in, as a walk on its turn weighs it.
    value = positionValue(scene, to) - positionValue(scene, here);
  } else return 0;
  const free = move.noOpportunity || move.untouchable;
  return value - (free ? 0 : provokeCost(scene, straight(here, to))) - WALK;
}
