// The board of a fight as plain JSON (size, blocked, difficult and opaque cells, how diagonals count) and the
// distances the rules read.
import { cellSteps } from "../../geometry/area.js";
import type { BoardDef, Cell } from "../../ruleset/encounter.js";
import type { BoardState } from "../types.js";

export function boardState(def: BoardDef, perCell: number, diagonals?: "5e" | "5-10-5"): BoardState {
  const blocked = new Set<number>();
  const difficult = new Set<number>();
  const opaque = new Set<number>();
  const index = (x: number, y: number) => y * def.width + x;
  def.cells?.forEach((row, y) => {
    for (let x = 0; x < Math.min(row.length, def.width); x++) {
      const t = def.legend?.[row[x]!];
      if (t?.blocksMove) blocked.add(index(x, y));
      else if (t?.difficult) difficult.add(index(x, y));
      if (t?.blocksSight) opaque.add(index(x, y));
    }
  });
  // A wall stops both walking and sight (and so gives cover).
  for (const [x, y] of def.walls ?? []) {
    blocked.add(index(x, y));
    opaque.add(index(x, y));
  }
  const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);
  return {
    width: def.width,
    height: def.height,
    perCell,
    blocked: sorted(blocked),
    difficult: sorted(difficult),
    opaque: sorted(opaque),
    ...(diagonals === "5-10-5" ? { diagonals } : {}),
  };
}

export function inBounds(b: BoardState, [x, y]: Cell): boolean {
  return x >= 0 && y >= 0 && x < b.width && y < b.height;
}

export function diagonalRule(b: BoardState | null | undefined): "5e" | "5-10-5" {
  return b?.diagonals === "5-10-5" ? "5-10-5" : "5e";
}

/** Cells between two cells: every diagonal counts one (5e), or every second one counts two ("5-10-5"). */
export function cellDistance(a: Cell, b: Cell, rule: "5e" | "5-10-5" = "5e"): number {
  return cellSteps(a[0] - b[0], a[1] - b[1], rule);
}

/** Cells between two cells by the board's own rule. */
export function cellsApart(b: BoardState | null | undefined, a: Cell, c: Cell): number {
  return cellDistance(a, c, diagonalRule(b));
}

/** Distance in the ruleset's unit. */
export function distance(b: BoardState, a: Cell, c: Cell): number {
  return cellsApart(b, a, c) * b.perCell;
}

export function sameCell(a: Cell, b: Cell): boolean {
  return a[0] === b[0] && a[1] === b[1];
}
