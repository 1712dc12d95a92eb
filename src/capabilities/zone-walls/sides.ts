// The two sides of a wall (1.177 `zone.side`, `side`): `near` is toward its user (inside a ring), `far` away from
// its user (outside a ring). A straight wall's side is where a cell lies along the line from its user to the aim;
// a wall run toward a cell has its user's side of that run as its near side; a ring, its inside.

import { cellsApart } from "../../combat/board/grid.js";
import type { AreaLayout, BoardState } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { AreaDef } from "../../ruleset/mechanics.js";
import type { WallSide } from "./def.js";

/** A wall as it was laid: its area, its user's cell when cast, its aim and its layout. */
export interface Laid {
  readonly area: AreaDef;
  readonly origin: Cell;
  readonly at: Cell;
  readonly layout?: AreaLayout | undefined;
}

const cellsOf = (b: BoardState, feet: number) => Math.max(1, Math.floor(feet / b.perCell));

/** Which side of the wall `cell` lies on: 1 the far side, -1 the near side, 0 neither (in line with the wall). */
export function sideSign(b: BoardState, w: Laid, cell: Cell): number {
  const { at, origin, layout } = w;
  if (layout?.ring !== undefined) {
    const r = Math.floor(cellsOf(b, layout.ring) / 2);
    const width = w.area.width === undefined ? 1 : cellsOf(b, w.area.width);
    const d = cellsApart(b, cell, at);
    return d > r ? 1 : d <= r - width ? -1 : 0;
  }
  const vx = cell[0] - at[0];
  const vy = cell[1] - at[1];
  if (layout?.toward) {
    const dx = layout.toward[0] - at[0];
    const dy = layout.toward[1] - at[1];
    const here = Math.sign(dx * vy - dy * vx);
    // Its user in line with the run: the near side is the one on the left looking along it.
    const user = Math.sign(dx * (origin[1] - at[1]) - dy * (origin[0] - at[0])) || -1;
    return here === 0 ? 0 : here === user ? -1 : 1;
  }
  return Math.sign(vx * (at[0] - origin[0]) + vy * (at[1] - origin[1]));
}

/** The signed side a choice names (the far side when it names none). */
export const wanted = (side: WallSide | undefined): number => (side === "near" ? -1 : 1);

/** The cells of a mask, as cells. */
export function cellsOfMask(b: BoardState, mask: Uint8Array): Cell[] {
  const out: Cell[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i]) out.push([i % b.width, Math.floor(i / b.width)]);
  return out;
}

/** Whether `cell` lies outside the wall (`mask`, its cells `wall`), on the signed side `want`, within `reach` cells of it. */
export function beside(
  b: BoardState,
  w: Laid,
  mask: Uint8Array,
  wall: readonly Cell[],
  want: number,
  reach: number,
  cell: Cell,
): boolean {
  if (mask[cell[1] * b.width + cell[0]] || sideSign(b, w, cell) !== want) return false;
  return wall.some((c) => cellsApart(b, c, cell) <= reach);
}

/** The cells (board indices) outside the wall's own `mask`, on `side`, within `distance` (distance unit) of it. */
export function sideCells(
  b: BoardState,
  w: Laid,
  mask: Uint8Array,
  side: WallSide | undefined,
  distance: number,
): number[] {
  const reach = Math.floor(distance / b.perCell);
  const want = wanted(side);
  const wall = cellsOfMask(b, mask);
  const out: number[] = [];
  if (!wall.length || reach < 1) return out;
  const xs = wall.map((c) => c[0]);
  const ys = wall.map((c) => c[1]);
  for (let y = Math.max(0, Math.min(...ys) - reach); y <= Math.min(b.height - 1, Math.max(...ys) + reach); y++)
    for (let x = Math.max(0, Math.min(...xs) - reach); x <= Math.min(b.width - 1, Math.max(...xs) + reach); x++)
      if (beside(b, w, mask, wall, want, reach, [x, y])) out.push(y * b.width + x);
  return out;
}
