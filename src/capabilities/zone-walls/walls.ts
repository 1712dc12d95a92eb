// Walls that close their cells (1.177 `zone.blocks`): the cells a standing wall closes to walking or sight, kept on
// the zone so the board can paint them without the ruleset, and the creatures a rising wall puts aside.

import { onBoard } from "../../combat/board/geometry.js";
import { cellsApart } from "../../combat/board/grid.js";
import { type Ctx, emit } from "../../combat/context.js";
import type { Combatant } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { ZoneState } from "../zones/state.js";

export type WallBlock = "move" | "sight";

declare module "../zones/state.js" {
  interface ZoneState {
    /** 1.177: the cells (board indices) it closes and to what. */
    blocking?: { cells: number[]; blocks: WallBlock[] };
  }
}

/** Closes the zone's cells (`mask`) as its `blocks` say. */
export function raise(zone: ZoneState, mask: Uint8Array, blocks: readonly WallBlock[]): void {
  const cells: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i]) cells.push(i);
  zone.blocking = { cells, blocks: [...blocks] };
}

/**
 * Puts whoever stands on a closed cell on the nearest empty cell outside the wall; between equally near cells, one on
 * the chosen side (`onSide` 1 there), then the one farther from the wall's maker, then the straightest, then the first
 * in reading order.
 */
export function putAside(ctx: Ctx, zone: ZoneState, maker: Combatant, onSide: (cell: Cell) => number): void {
  const b = ctx.state.board!;
  const closed = new Set(zone.blocking!.cells);
  const blocked = new Set(b.blocked);
  const taken = new Set<number>();
  for (const id of ctx.state.order) {
    const c = ctx.state.combatants[id]!;
    if (onBoard(c)) taken.add(c.at![1] * b.width + c.at![0]);
  }
  for (const id of ctx.state.order) {
    const c = ctx.state.combatants[id]!;
    if (!onBoard(c) || !closed.has(c.at![1] * b.width + c.at![0])) continue;
    let best: Cell | undefined;
    let bestKey = Number.POSITIVE_INFINITY;
    for (let i = 0; i < b.width * b.height; i++) {
      if (closed.has(i) || blocked.has(i) || taken.has(i)) continue;
      const cell: Cell = [i % b.width, Math.floor(i / b.width)];
      const far = maker.at ? cellsApart(b, cell, maker.at) : 0;
      const dx = cell[0] - c.at![0];
      const dy = cell[1] - c.at![1];
      // Nearest first; then the chosen side; then farther from the maker; then straightest; then reading order.
      const key = cellsApart(b, cell, c.at!) * 1e9 - onSide(cell) * 1e8 - far * 1e4 + dx * dx + dy * dy;
      if (key < bestKey) {
        bestKey = key;
        best = cell;
      }
    }
    if (!best) continue;
    taken.delete(c.at![1] * b.width + c.at![0]);
    taken.add(best[1] * b.width + best[0]);
    c.at = best;
    emit(ctx, { t: "pushed", who: c.id, by: zone.by, path: [best] });
  }
}
