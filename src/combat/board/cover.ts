// Cover on a board, by the geometry core's corner rule: walls and other creatures between the two count (never
// the two themselves). Half cover adds 2 to defense and dex saves, three-quarters 5; total cover cannot be targeted.
import type { Cover } from "../../geometry/index.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { Combatant, CombatState } from "../types.js";
import { occupantOf, remembered } from "./geometry.js";

const BONUS: Record<Cover, number> = { none: 0, half: 2, "three-quarters": 5, total: 0 };

/** Cover of `target` against something at `from` (a combatant's cell, or an area's point of origin). */
export function coverOf(state: CombatState, from: Cell, target: Combatant, source?: Combatant): Cover {
  if (!state.board || !target.at || (from[0] === target.at[0] && from[1] === target.at[1])) return "none";
  const self = occupantOf(state, target);
  const ignore = source ? [self, occupantOf(state, source)] : [self];
  return remembered(state, `cover ${from[0]},${from[1]} ${self} ${ignore.join(",")}`, (board) =>
    board.cover({ x: from[0], y: from[1] }, { x: target.at![0], y: target.at![1] }, { creatures: true, ignore }),
  );
}

/** What cover adds to a defense or a dex save. */
export function coverBonus(cover: Cover): number {
  return BONUS[cover];
}

/** Whether `who` can aim a use at `target` directly (not behind total cover). */
export function targetable(state: CombatState, who: Combatant, target: Combatant): boolean {
  if (!state.board || !who.at || who.id === target.id) return true;
  return coverOf(state, who.at, target, who) !== "total";
}
