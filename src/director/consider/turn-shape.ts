// The shape of a turn as a table plays it: one walk between two things done (two walks in a row could have
// been one, and taking them one step at a time lets the second undo the first), never back onto a cell it
// stood on this turn, and a Dash only when the walk it pays for is one the director would take.

import { turnWalks } from "../../combat/capabilities/movement.js";
import { choose } from "../../combat/choose.js";
import { options, whoActs } from "../../combat/options.js";
import type { Choice, CombatState } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { Candidate } from "../candidate.js";
import { plainCandidate } from "../candidates.js";
import { makeScene, type Scene } from "../scene.js";
import { scoreTurn } from "../scorer.js";

/** The decider's last doing this turn was a walk (no budget spent since it began): another walk now would
 * only redo the first one's choice of where to stand (seen as walking back and forth). */
export function walkedLast(scene: Scene): boolean {
  const me = scene.me;
  const was = me.walkedWith;
  if (!was) return false;
  return Object.entries(me.budgets).every(([b, n]) => n >= (was[b] ?? 0));
}

/** Whether the walk to `at` would pass over a cell of the decider's trail on the way (its end is checked
 * apart, for every candidate). */
export function walkCrossesTrail(scene: Scene, at: Cell): boolean {
  const me = scene.me;
  const b = scene.state.board;
  if (!b || !me.at || !me.trail || me.trail.length < 2) return false;
  const path = turnWalks(scene.ctx, me).path(at);
  return path.slice(1, -1).some((c) => stoodOn(me.trail, c));
}

/** Whether a cell is on the decider's trail of this turn. */
export function stoodOn(trail: readonly Cell[] | undefined, cell: Cell): boolean {
  return !!trail?.some((c) => c[0] === cell[0] && c[1] === cell[1]);
}

/** Below this a walk after the Dash is no better than staying (the director's own bar for a choice). */
const WORTHWHILE = 0.05;

/** Whether the director, having dashed, would walk: the Dash on a copy of the fight, and the walks it opens
 * weighed as the turn would weigh them. */
export function dashLeadsOn(ruleset: RulesetDoc, state: CombatState, dash: Choice): boolean {
  const r = choose(ruleset, state, dash);
  if ("rejected" in r || r.state.outcome) return false;
  const menu = options(ruleset, r.state);
  const walk = menu.find((o) => o.kind === "move" && !o.use);
  // The walk must still be the dasher's own, in its turn (not a window the Dash opened).
  if (!walk?.cells?.length || walk.who !== whoActs(state) || menu[0]!.moment) return false;
  const scene = makeScene(ruleset, r.state, menu);
  // The walks the turn would take: none back onto or across its trail (direct drops those too).
  const cands: Candidate[] = walk.cells
    .filter((at) => !stoodOn(scene.me.trail, at))
    .map((at) => ({ ...plainCandidate(walk), choice: { option: walk.id, at } }));
  return scoreTurn(scene, cands).some((s) => s.score >= WORTHWHILE && !walkCrossesTrail(scene, s.cand.choice.at!));
}
