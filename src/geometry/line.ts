import { footprintIn, int } from "./check.js";
import { GeometryError } from "./errors.js";
import type { BoardGrid as Board } from "./grid.js";
import type { Cell, Footprint } from "./types.js";

export interface LineOptions {
  /** Stop before anyone standing (default true); the mover's `self` id and `ignore` ids never stop it. */
  stopAtCreatures?: boolean;
  self?: number;
  ignore?: number[];
  corners?: "no-cutting" | "no-squeezing";
}

/**
 * A straight-line move of `steps` cells (push, drift, charge, ram): the footprint's top-left cells after
 * each step, in order, ending before the first step that would leave the board, enter a cell blocking
 * movement, or (by default) meet someone. The direction is from `from` toward `toward` (cells or
 * footprints; for a push away from a creature, give its centre as `away`).
 */
export function line(
  board: Board,
  mover: Footprint,
  steps: number,
  direction: { toward: Footprint } | { away: Footprint },
  o: LineOptions = {},
): Cell[] {
  board.live();
  const size = footprintIn(board.width, board.height, mover, "mover");
  int(steps, "steps", 0, 4096);
  const mx = 2 * mover.x + size;
  const my = 2 * mover.y + size;
  let dx: number;
  let dy: number;
  if ("toward" in direction) {
    const ts = direction.toward.size ?? 1;
    dx = 2 * direction.toward.x + ts - mx;
    dy = 2 * direction.toward.y + ts - my;
  } else if ("away" in direction) {
    const as = direction.away.size ?? 1;
    dx = mx - (2 * direction.away.x + as);
    dy = my - (2 * direction.away.y + as);
  } else throw new GeometryError("line: give { toward } or { away }");
  if (![dx, dy].every(Number.isInteger)) throw new GeometryError("line: direction must be made of whole cells");
  board.relations(o.self, [], o.ignore ?? []);
  const opts = (o.stopAtCreatures === false ? 0 : 1) | (o.corners === "no-squeezing" ? 2 : 0);
  return board.readPath(board.g.straight(mover.x, mover.y, size, dx, dy, steps, opts));
}
