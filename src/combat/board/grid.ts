// The board of a fight as plain JSON (size, blocked and difficult cells) and the distances the rules read.
import type { BoardDef, Cell } from "../../ruleset/encounter.js";
import type { BoardState } from "../types.js";

export function boardState(def: BoardDef, perCell: number): BoardState {
  const blocked = new Set<number>();
  const difficult = new Set<number>();
  const index = (x: number, y: number) => y * def.width + x;
  def.cells?.forEach((row, y) => {
    for (let x = 0; x < Math.min(row.length, def.width); x++) {
      const t = def.legend?.[row[x]!];
      if (t?.blocksMove) blocked.add(index(x, y));
      else if (t?.difficult) difficult.add(index(x, y));
    }
  });
  for (const [x, y] of def.walls ?? []) blocked.add(index(x, y));
  return {
    width: def.width,
    height: def.height,
    perCell,
    blocked: [...blocked].sort((a, b) => a - b),
    difficult: [...difficult].sort((a, b) => a - b),
  };
}

export function inBounds(b: BoardState, [x, y]: Cell): boolean {
  return x >= 0 && y >= 0 && x < b.width && y < b.height;
}

/** Cells between two cells, counting every diagonal as one (5e). */
export function cellDistance(a: Cell, b: Cell): number {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]));
}

/** Distance in the ruleset's unit. */
export function distance(b: BoardState, a: Cell, c: Cell): number {
  return cellDistance(a, c) * b.perCell;
}

export function sameCell(a: Cell, b: Cell): boolean {
  return a[0] === b[0] && a[1] === b[1];
}
