// Where a summon stands on a board (1.122): beside the one it strikes, on a cell a creature could stand on,
// an empty one first, the nearest to where it comes from. It is not a creature: it blocks no one.
import { cellsApart, inBounds } from "../../combat/board/grid.js";
import type { CombatState } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";

/** The cell beside `target` the summon moves to, coming from `from`; undefined when every side is walled. */
export function besideCell(state: CombatState, target: Cell, from: Cell): Cell | undefined {
  const b = state.board;
  if (!b) return undefined;
  const blocked = new Set(b.blocked);
  const taken = new Set<number>();
  for (const id of state.order) {
    const c = state.combatants[id]!;
    if (c.at && c.status !== "dead" && c.status !== "fled") taken.add(c.at[1] * b.width + c.at[0]);
  }
  // An empty cell before an occupied one, then the nearest to where it comes from (by the board's count, then in
  // a straight line), then in reading order.
  let best: { cell: Cell; key: number[] } | undefined;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      if (!dx && !dy) continue;
      const cell: Cell = [target[0] + dx, target[1] + dy];
      const i = cell[1] * b.width + cell[0];
      if (!inBounds(b, cell) || blocked.has(i)) continue;
      const key = [
        taken.has(i) ? 1 : 0,
        cellsApart(b, cell, from),
        (cell[0] - from[0]) ** 2 + (cell[1] - from[1]) ** 2,
      ];
      if (!best || before(key, best.key)) best = { cell, key };
    }
  return best?.cell;
}

function before(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}
