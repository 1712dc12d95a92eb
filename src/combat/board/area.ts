// Areas on the board, computed by the geometry core's area functions (one convention for every shape: a cell
// is covered when its centre is inside the shape, measured the way the board measures distance).
import type { AreaShape } from "../../geometry/index.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { AreaDef } from "../../ruleset/mechanics.js";
import type { AreaLayout, BoardState, CombatState } from "../types.js";
import { boardOf } from "./geometry.js";
import { cellsApart, diagonalRule } from "./grid.js";

function shapeOf(b: BoardState, area: AreaDef, origin: Cell, at: Cell, layout: AreaLayout = {}): AreaShape {
  const size = Math.max(1, Math.floor(area.size / b.perCell));
  const from = { x: origin[0], y: origin[1] };
  const point = { x: at[0], y: at[1] };
  const width = area.width === undefined ? undefined : Math.max(1, Math.floor(area.width / b.perCell));
  switch (area.shape) {
    case "burst":
      // 1.282: around its user, from the user's own space, stopped by walls unless it goes through them.
      if (area.around)
        return { shape: "burst", center: from, radius: size, ...(area.throughWalls ? { throughWalls: true } : {}) };
      return { shape: "burst", center: point, radius: size };
    case "cone":
    case "line": {
      // 1.182: one carried by its user points along its facing, which may run off the board's edge.
      const aim = layout.facing ? { direction: { x: layout.facing[0], y: layout.facing[1] } } : { toward: point };
      return area.shape === "cone"
        ? { shape: "cone", from, length: size, ...aim }
        : { shape: "line", from, length: size, ...aim, ...(width ? { width } : {}) };
    }
    case "box":
      return { shape: "box", at: point, from, size };
    case "wall":
      if (layout.ring !== undefined) {
        const diameter = Math.max(1, Math.floor(layout.ring / b.perCell));
        return { shape: "ring", at: point, diameter, ...(width ? { width } : {}) };
      }
      if (layout.toward) {
        const toward = { x: layout.toward[0], y: layout.toward[1] };
        return { shape: "wall", at: point, from, length: size, toward, ...(width ? { width } : {}) };
      }
      return { shape: "wall", at: point, from, length: size, ...(width ? { width } : {}) };
  }
}

/** The aim points of an area put down several times (1.178): `at`, then each copy's step from it, on the board. A copy
 * moved off the board with the rest (1.301) covers nothing on it. */
export function copyAims(b: BoardState, at: Cell, layout?: AreaLayout): Cell[] {
  const out: Cell[] = [at];
  for (const [dx, dy] of layout?.copies ?? []) {
    const c: Cell = [at[0] + dx, at[1] + dy];
    if (c[0] >= 0 && c[1] >= 0 && c[0] < b.width && c[1] < b.height) out.push(c);
  }
  return out;
}

/** The shapes of an area aimed at `at` as the geometry core takes them: one, or one per copy (1.178). */
export function areaShapes(b: BoardState, area: AreaDef, origin: Cell, at: Cell, layout?: AreaLayout): AreaShape[] {
  return copyAims(b, at, layout).map((c) => shapeOf(b, area, origin, c, layout));
}

/** The cells `area`, used from `origin` and aimed at `at` (laid out as `layout` says), covers: a width × height mask. */
export function areaMask(state: CombatState, area: AreaDef, origin: Cell, at: Cell, layout?: AreaLayout): Uint8Array {
  const b = state.board!;
  return boardOf(state).area(areaShapes(b, area, origin, at, layout), { diagonals: diagonalRule(b) }).mask;
}

/** A wall `area` as laid (1.200), cut into sections of `every` cells along it: each section's cells (board indices). */
export function wallSectionsOf(
  state: CombatState,
  area: AreaDef,
  origin: Cell,
  at: Cell,
  layout: AreaLayout | undefined,
  every: number,
): number[][] {
  const b = state.board!;
  const shape = shapeOf(b, area, origin, at, layout);
  if (shape.shape !== "wall" && shape.shape !== "ring") return [];
  return boardOf(state).sections(shape, every, { diagonals: diagonalRule(b) }).sections;
}

// Aim cells depend only on the board's size and rule, the origin, the shape and the range: the menu asks the same
// ones many times a fight. They are frozen because every menu shares them.
const aims = new Map<string, readonly Cell[]>();

/** Where an area may be aimed: a point within range for a burst or box, a direction (a neighbouring cell) otherwise. */
export function aimCells(b: BoardState, area: AreaDef, origin: Cell, rangeCells: number): readonly Cell[] {
  const key = `${b.width} ${b.height} ${b.diagonals ?? ""} ${area.shape} ${origin[0]} ${origin[1]} ${rangeCells}`;
  let cells = aims.get(key);
  if (!cells) {
    if (aims.size > 4096) aims.clear();
    cells = Object.freeze(aimsFrom(b, area, origin, rangeCells).map((c) => Object.freeze(c) as Cell));
    aims.set(key, cells);
  }
  return cells;
}

function aimsFrom(b: BoardState, area: AreaDef, origin: Cell, rangeCells: number): Cell[] {
  const out: Cell[] = [];
  // A wall or box needs a point apart from its maker, a burst any point in range.
  const apart = area.shape === "wall" || area.shape === "box";
  if (area.shape === "burst" || apart) {
    for (let y = 0; y < b.height; y++)
      for (let x = 0; x < b.width; x++) {
        const d = cellsApart(b, [x, y], origin);
        if (d <= rangeCells && (!apart || d > 0)) out.push([x, y]);
      }
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
