// The scorer: every candidate gets one number, the value of the plan it starts, in health points. A use now is
// its effect plus the best walk after it; a walk is its change of position (less the opportunity attacks it
// provokes) plus the best use from where it ends; disengaging is the best walk with no attacks provoked;
// dodging and fleeing are the danger they take away; ending the turn is 0.
import type { Cell } from "../ruleset/encounter.js";
import type { Candidate } from "./candidate.js";
import { afterMoveValue } from "./consider/after-move.js";
import { contestValue } from "./consider/contest.js";
import { dropCost } from "./consider/drawing.js";
import { positionValue, provokeCost, straight } from "./consider/position.js";
import { blockValue } from "./consider/reactions.js";
import { dashCells, dodgeValue, fleeValue } from "./consider/retreat.js";
import { signatureMoveValue } from "./consider/signature.js";
import { effectOf } from "./effect.js";
import { bestFrom } from "./lookahead.js";
import { directorPart } from "./plugins.js";
import type { Scene } from "./scene.js";

/** Health points per cell of progress toward a foe (as in position.ts). */
const APPROACH = 0.3;
/** A walk must gain at least this much: between acting then walking and walking then acting, act first. */
const WALK = 0.1;
/** Walks judged by their real path, not only their end points. */
const REFINE = 6;

export interface Scored {
  readonly cand: Candidate;
  readonly score: number;
}

export function scoreReaction(scene: Scene, cand: Candidate): number {
  if (cand.option.kind === "pass") return 0;
  // A walk offered in a window is a signature move bought between turns.
  if (cand.option.kind === "move") return signatureMoveValue(scene, cand);
  const window = scene.state.stack.at(-1);
  const decided =
    window?.kind === "window" && window.moment === "own-hit" && window.blow
      ? { critical: window.blow.critical }
      : undefined;
  // 1.285: a signature action's move after it adds what the move is worth.
  return effectOf(scene, cand, decided ? { decided } : {}) + blockValue(scene, cand) + afterMoveValue(scene, cand);
}

export function scoreTurn(scene: Scene, cands: readonly Candidate[]): Scored[] {
  const me = scene.me;
  const here = me.at;
  const moves = cands.filter((c) => c.option.kind === "move");
  const posHere = here ? positionValue(scene, here) : 0;
  const walked = moves.map((c) => {
    const to = c.choice.at as Cell;
    const pos = positionValue(scene, to) - posHere - WALK;
    return { c, pos, cost: provokeCost(scene, [here!, to]), ahead: bestFrom(scene, to) };
  });
  // Each walk is first weighed cheaply: by its end points (leaving the reaches passed on the way out) and by a
  // look-ahead blind to cover, both bounds from above. The best walks are weighed again exactly, along a
  // straight walk and with cover, until the best of all is an exact one (at least the REFINE best): a walk
  // weighed by its bound alone would win over acting here whenever the foe has cover from here, and the next
  // step would walk back the same way.
  const value = (m: (typeof walked)[number]) => m.pos + m.ahead - m.cost;
  const sorted = [...walked].sort((a, b) => value(b) - value(a));
  let bestExact = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < sorted.length; i++) {
    const m = sorted[i]!;
    // Sorted by bound: once a bound falls to the best exact value, no walk after it can beat that one.
    if (i >= REFINE && value(m) <= bestExact) break;
    const to = m.c.choice.at as Cell;
    m.cost = Math.max(m.cost, provokeCost(scene, straight(here!, to)));
    m.ahead = bestFrom(scene, to, true);
    bestExact = Math.max(bestExact, value(m));
  }
  const after = Math.max(0, ...walked.map((m) => m.pos - m.cost));
  const afterFree = Math.max(0, ...walked.map((m) => m.pos));
  const out: Scored[] = walked.map((m) => ({ cand: m.c, score: m.pos - m.cost + m.ahead }));
  for (const cand of cands) {
    const o = cand.option;
    if (o.kind === "move") continue;
    let score = 0;
    // A package's own options (a teleport, a zone's move, averting one's eyes) through the part it gave the director.
    const own = directorPart(scene, o)?.value?.(scene, cand, after);
    if (own !== undefined) score = own;
    else if (o.kind === "use") score = effectOf(scene, cand) + after - dropCost(scene, o);
    else if (o.kind === "flee") score = fleeValue(scene);
    // Grapple and shove: the chance of winning times what winning does, with the best walk after it.
    else if (o.module === "contests") score = contestValue(scene, cand) + after;
    else if (o.kind === "standard") {
      const action = o.action;
      if (action === "dodge") score = dodgeValue(scene) + after;
      else if (action === "disengage") score = afterFree;
      else if (action === "dash") score = APPROACH * dashCells(scene) + after;
    }
    out.push({ cand, score });
  }
  return out;
}
