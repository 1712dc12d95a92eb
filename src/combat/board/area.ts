// Which cells an area covers: a burst around a point, a cone or a line from the user toward a point.

import type { Cell } from "../../ruleset/encounter.js";
import type { AreaDef } from "../../ruleset/mechanics.js";
import type { BoardState } from "../types.js";
import { cellDistance } from "./grid.js";

/** Cells covered by `area`, used from `origin` and aimed at `at`. */
export function areaCells(b: BoardState, area: AreaDef, origin: Cell, at: Cell): Cell[] {
  const size = area.size / b.perCell;
  const out: Cell[] = [];
  const dx = at[0] - origin[0];
  const dy = at[1] - origin[1];
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const halfWidth = Math.max(0.5, (area.width ?? b.perCell) / b.perCell / 2);
  for (let y = 0; y < b.height; y++) {
    for (let x = 0; x < b.width; x++) {
      const c: Cell = [x, y];
      if (area.shape === "burst" || area.shape === "box") {
        if (cellDistance(c, at) <= (area.shape === "box" ? Math.floor(size / 2) : size)) out.push(c);
        continue;
      }
      const px = x - origin[0];
      const py = y - origin[1];
      const along = px * ux + py * uy;
      if (along <= 0 || along > size + 0.5) continue;
      const across = Math.abs(px * uy - py * ux);
      // A cone is as wide as it is far; a line keeps its width.
      if (area.shape === "cone" ? across <= along / 2 + 0.5 : across <= halfWidth) out.push(c);
    }
  }
  return out;
}

/** Where an area may be aimed: a point within range for a burst, a direction (a neighbouring cell) otherwise. */
export function aimCells(b: BoardState, area: AreaDef, origin: Cell, rangeCells: number): Cell[] {
  const out: Cell[] = [];
  if (area.shape === "burst" || area.shape === "box") {
    for (let y = 0; y < b.height; y++)
      for (let x = 0; x < b.width; x++) if (cellDistance([x, y], origin) <= rangeCells) out.push([x, y]);
    return out;
  }
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const c: Cell = [origin[0] + dx, origin[1] + dy];
      if ((dx || dy) && c[0] >= 0 && c[1] >= 0 && c[0] < b.width && c[1] < b.height) out.push(c);
    }
  }
  return out;
}
