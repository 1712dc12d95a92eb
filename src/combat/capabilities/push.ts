// Forced movement straight away from whoever pushes: cell by cell, stopping at the board's edge, a blocked cell
// or someone else's cell. It spends no movement and opens no reactions (a shove is not a walk).

import type { Cell } from "../../ruleset/encounter.js";
import { inBounds } from "../board/grid.js";
import { type Ctx, emit } from "../context.js";
import type { Combatant, CombatState } from "../types.js";

/** The cells a push of `distance` would carry `target` through, straight away from `by` (its own cell first):
 * nothing moves, so the director can ask where a shove would leave someone. */
export function pushPath(state: CombatState, by: Combatant, target: Combatant, distance: number): Cell[] {
  const b = state.board;
  if (!b || !by.at || !target.at) return [];
  const dx = Math.sign(target.at[0] - by.at[0]);
  const dy = Math.sign(target.at[1] - by.at[1]);
  if (dx === 0 && dy === 0) return [];
  const blocked = new Set(b.blocked);
  const taken = new Set(
    state.order
      .map((id) => state.combatants[id]!)
      .filter((c) => c !== target && c.at && c.status !== "dead" && c.status !== "fled")
      .map((c) => c.at![1] * b.width + c.at![0]),
  );
  const path: Cell[] = [target.at];
  for (let n = Math.floor(distance / b.perCell); n > 0; n--) {
    const [x, y] = path.at(-1)!;
    const next: Cell = [x + dx, y + dy];
    const i = next[1] * b.width + next[0];
    if (!inBounds(b, next) || blocked.has(i) || taken.has(i)) break;
    path.push(next);
  }
  return path;
}

export function pushAway(ctx: Ctx, by: Combatant, target: Combatant, distance: number): void {
  const path = pushPath(ctx.state, by, target, distance);
  if (path.length < 2) return;
  target.at = path.at(-1)!;
  emit(ctx, { t: "pushed", who: target.id, by: by.id, path });
}
