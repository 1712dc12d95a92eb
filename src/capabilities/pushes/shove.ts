// A push (1.182, 1.184): straight away from whoever pushes, worked out by the geometry core's straight-line move,
// stopping before anything solid or anyone standing (the fallen lie where they are and are passed over). It spends
// no movement and opens no reactions, but every cell it carries someone onto is a step zones see (`onMoveStep`).

import { boardOf, occupantOf, onBoard } from "../../combat/board/geometry.js";
import { type Ctx, emit } from "../../combat/context.js";
import { fire } from "../../combat/hooks.js";
import type { Combatant, CombatState } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";

/** The cells a push of `distance` would carry `target` through, straight away from `by` (its own cell first).
 * Nothing moves: the director asks it too. */
export function shovePath(state: CombatState, by: Combatant, target: Combatant, distance: number): Cell[] {
  const b = state.board;
  if (!b || !by.at || !target.at || !onBoard(target)) return [];
  if (by.at[0] === target.at[0] && by.at[1] === target.at[1]) return [];
  const steps = Math.floor(distance / b.perCell);
  if (steps < 1) return [target.at];
  // Those lying on the ground do not stop it; everyone else standing does.
  const fallen = state.order
    .map((id) => state.combatants[id]!)
    .filter((c) => c !== target && onBoard(c) && c.status !== "standing")
    .map((c) => occupantOf(state, c));
  const path = boardOf(state).line(
    { x: target.at[0], y: target.at[1] },
    steps,
    { away: { x: by.at[0], y: by.at[1] } },
    { self: occupantOf(state, target), ignore: fallen },
  );
  return [target.at, ...path.map((c) => [c.x, c.y] as Cell)];
}

/** Pushes `target` `distance` away from `by`; zones see each cell it is carried onto as a step. */
export function shove(ctx: Ctx, by: Combatant, target: Combatant, distance: number): void {
  const path = shovePath(ctx.state, by, target, distance);
  if (path.length < 2) return;
  emit(ctx, { t: "pushed", who: target.id, by: by.id, path });
  for (let i = 1; i < path.length; i++) {
    // Each cell in turn, so a zone it crosses catches it as it would a walker.
    target.at = path[i]!;
    fire("onMoveStep", ctx, target, path[i - 1]!, path[i]!);
  }
}
