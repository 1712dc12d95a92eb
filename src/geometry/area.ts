import { footprintIn, int } from "./check.js";
import { GeometryError } from "./errors.js";
import type { BoardGrid as Board } from "./grid.js";
import type { Cell, Footprint } from "./types.js";

// Areas by the convention in docs/geometry.md: a cell is covered when its centre is inside the shape,
// lengths measured the way the board measures distance. All lengths are in cells.

export type AreaShape =
  /** Every cell within `radius` of a cell or a creature's space (1.282 `around`). */
  | { shape: "burst"; center: Footprint; radius: number; throughWalls?: boolean }
  /** A cone from a creature's space toward a cell, or (1.182, carried and turned by its user) along a
   * `direction`, which may point off the board; its width at any distance equals that distance. */
  | ({ shape: "cone"; from: Footprint; length: number; throughWalls?: boolean } & Aim)
  /** A line from a creature's space toward a cell, or along a `direction`, `width` cells wide (default 1). */
  | ({ shape: "line"; from: Footprint; length: number; width?: number; throughWalls?: boolean } & Aim)
  /** 1.177 box: `size` cells a side, near corner on `at`, extending away from `from`, centred where aligned. */
  | { shape: "box"; at: Cell; from: Footprint; size: number }
  /** 1.177 wall through `at` across the line from `from`, or from `at` toward `toward`. */
  | { shape: "wall"; at: Cell; from: Footprint; length: number; width?: number; toward?: Cell }
  /** 1.177 wall laid out as a ring of `diameter` around `at`, `width` thick (default 1). */
  | { shape: "ring"; at: Cell; diameter: number; width?: number };

/** Where a cone or line points: toward a cell (or footprint) on the board, or along a whole-cell direction from its
 * user's space (`{ x: 1, y: -1 }`: up and right), as a caster-carried one keeps pointing wherever its user stands. */
export type Aim = { toward: Footprint; direction?: undefined } | { direction: Cell; toward?: undefined };

export interface AreaOptions {
  diagonals?: "5e" | "5-10-5";
}

export interface Area {
  /** width × height, 1 where covered. */
  readonly mask: Uint8Array;
  readonly count: number;
  /** Occupant ids standing on a covered cell. */
  readonly occupants: number[];
  /** Whether a footprint is caught: any of its cells covered. */
  covers(f: Footprint): boolean;
  cells(): Cell[];
  /** For several shapes (copies): touching[i] lists the copies that share or border a cell of copy i. */
  readonly touching: number[][];
  /** Whether the copies form one group, each touching another (1.178). */
  readonly linked: boolean;
}

const MAX_COPIES = 16;

/** Paints every shape (a union; one bit per copy) and reads the result back. */
export function area(board: Board, shapes: AreaShape | AreaShape[], o: AreaOptions = {}): Area {
  board.live();
  const list = Array.isArray(shapes) ? shapes : [shapes];
  if (list.length < 1 || list.length > MAX_COPIES) throw new GeometryError(`area: 1 to ${MAX_COPIES} shapes`);
  const rule = o.diagonals === "5-10-5" ? 1 : 0;
  const calls = list.map((s, i) => plan(board, s, rule, 1 << i, `shapes[${i}]`));
  board.g.areaClear();
  for (const call of calls) call();
  const count = board.g.areaCount();
  const bits = board.v.i32(board.g.ptrResult(), 8).slice();
  board.g.areaTouching(list.length);
  const rows = board.v.i32(board.g.ptrResult() + 32, list.length).slice();
  const w = board.width;
  const mask = board.v.u8(board.g.ptrMask(), w * board.height).slice();
  const occupants: number[] = [];
  for (let id = 1; id < 256; id++) if (bits[id >> 5] & (1 << (id & 31))) occupants.push(id);
  const touching = Array.from(rows, (r, i) => list.map((_, j) => j).filter((j) => j !== i && r & (1 << j)));
  return {
    mask,
    count,
    occupants,
    touching,
    linked: connected(touching),
    covers(f) {
      const size = f.size ?? 1;
      for (let y = f.y; y < f.y + size; y++)
        for (let x = f.x; x < f.x + size; x++)
          if (x >= 0 && y >= 0 && x < w && y < board.height && mask[y * w + x]) return true;
      return false;
    },
    cells() {
      const out: Cell[] = [];
      for (let i = 0; i < mask.length; i++) if (mask[i]) out.push({ x: i % w, y: Math.floor(i / w) });
      return out;
    },
  };
}

function connected(touching: number[][]): boolean {
  const seen = new Set([0]);
  const todo = [0];
  while (todo.length) for (const j of touching[todo.pop()!]) if (!seen.has(j) && seen.add(j)) todo.push(j);
  return seen.size === touching.length;
}

/** Cells between two cells `dx` and `dy` apart: every diagonal counts one (5e), or every second one counts two
 * ("5-10-5"). */
export function cellSteps(dx: number, dy: number, diagonals: AreaOptions["diagonals"] = "5e"): number {
  const x = Math.abs(dx);
  const y = Math.abs(dy);
  return Math.max(x, y) + (diagonals === "5-10-5" ? Math.floor(Math.min(x, y) / 2) : 0);
}

/** 1.301 copiesWithin: whether every centre is within `within` cells of another (one group). */
export function copiesWithin(centers: Cell[], within: number, o: AreaOptions = {}): boolean {
  const d = (a: Cell, b: Cell) => cellSteps(a.x - b.x, a.y - b.y, o.diagonals);
  return connected(centers.map((a, i) => centers.flatMap((b, j) => (i !== j && d(a, b) <= within ? [j] : []))));
}

/** Checks one shape and returns the wasm call that paints it; nothing is painted until all are checked. */
function plan(board: Board, s: AreaShape, rule: number, label: number, name: string): () => void {
  const W = board.width;
  const H = board.height;
  const g = board.g;
  const center2 = (f: Footprint, n: string) => {
    const size = footprintIn(W, H, f, n);
    return { x: 2 * f.x + size, y: 2 * f.y + size, size };
  };
  if (s === null || typeof s !== "object") throw new GeometryError(`${name} must be a shape object`);
  // The doubled point a cone or line points at: the cell toward, or its user's centre moved along the direction.
  const aimed = (a: Aim, f: { x: number; y: number }) => {
    if (a.direction === undefined) return center2(a.toward, `${name}.toward`);
    if (a.toward !== undefined) throw new GeometryError(`${name}: give toward or direction, not both`);
    const dx = int(a.direction.x, `${name}.direction.x`, -1024, 1024);
    const dy = int(a.direction.y, `${name}.direction.y`, -1024, 1024);
    return { x: f.x + 2 * dx, y: f.y + 2 * dy };
  };
  switch (s.shape) {
    case "burst": {
      const c = center2(s.center, `${name}.center`);
      const r = int(s.radius, `${name}.radius`, 0, 1024);
      const loe = s.throughWalls ? 0 : 1;
      return () => g.areaBurst(s.center.x, s.center.y, c.size, r, -1, rule, loe, label);
    }
    case "ring": {
      footprintIn(W, H, s.at, `${name}.at`);
      const r = Math.floor(int(s.diameter, `${name}.diameter`, 1, 2048) / 2);
      const width = s.width === undefined ? 1 : int(s.width, `${name}.width`, 1, 1024);
      return () => g.areaBurst(s.at.x, s.at.y, 1, r, r - width, rule, 0, label);
    }
    case "cone": {
      const f = center2(s.from, `${name}.from`);
      const t = aimed(s, f);
      const len = int(s.length, `${name}.length`, 1, 1024);
      if (t.x === f.x && t.y === f.y) throw new GeometryError(`${name}: a cone needs a direction`);
      return () => g.areaCone(s.from.x, s.from.y, f.size, t.x, t.y, len, rule, s.throughWalls ? 0 : 1, label);
    }
    case "line": {
      const f = center2(s.from, `${name}.from`);
      const t = aimed(s, f);
      const len = int(s.length, `${name}.length`, 1, 1024);
      const width = s.width === undefined ? 1 : int(s.width, `${name}.width`, 1, 1024);
      if (t.x === f.x && t.y === f.y) throw new GeometryError(`${name}: a line needs a direction`);
      const loeSize = s.throughWalls ? 0 : f.size;
      return () =>
        g.areaStrip(
          f.x,
          f.y,
          t.x - f.x,
          t.y - f.y,
          f.size,
          f.size + 2 * len,
          width,
          1,
          rule,
          s.from.x,
          s.from.y,
          loeSize,
          label,
        );
    }
    case "box": {
      footprintIn(W, H, s.at, `${name}.at`);
      const u = center2(s.from, `${name}.from`);
      const size = int(s.size, `${name}.size`, 1, 1024);
      const start = (at: number, lo: number) =>
        at >= lo + u.size ? at : at < lo ? at - size + 1 : at - Math.floor((size - 1) / 2);
      const x0 = start(s.at.x, s.from.x);
      const y0 = start(s.at.y, s.from.y);
      return () => g.areaRect(x0, y0, size, size, label);
    }
    case "wall": {
      const a = center2(s.at, `${name}.at`);
      const u = center2(s.from, `${name}.from`);
      const len = int(s.length, `${name}.length`, 1, 2048);
      const width = s.width === undefined ? 1 : int(s.width, `${name}.width`, 1, 1024);
      const nx = a.x - u.x;
      const ny = a.y - u.y;
      if (s.toward !== undefined) {
        const t = center2(s.toward, `${name}.toward`);
        const dx = t.x - a.x;
        const dy = t.y - a.y;
        if (dx === 0 && dy === 0) throw new GeometryError(`${name}.toward must differ from ${name}.at`);
        const side = nx * dy - ny * dx < 0 ? -1 : 1;
        return () => g.areaStrip(a.x, a.y, dx, dy, -1, 2 * len - 1, width, side, rule, 0, 0, 0, label);
      }
      if (nx === 0 && ny === 0) throw new GeometryError(`${name}: a wall across needs its creator elsewhere`);
      // Across the line from its creator; its thickness grows away from the creator.
      return () => g.areaStrip(a.x, a.y, -ny, nx, -len, len, width, 1, rule, 0, 0, 0, label);
    }
    default:
      throw new GeometryError(`${name}.shape must be burst, cone, line, box, wall or ring`);
  }
}

/** A wall's or a ring's shape, the kind cut into sections (1.200). */
export type WallShape = Extract<AreaShape, { shape: "wall" | "ring" }>;

/** A wall cut into sections (1.200): the cells it covers, and each section's cells (board indices), in order along it. */
export interface WallSections {
  readonly mask: Uint8Array;
  readonly sections: number[][];
}

/**
 * Cuts a wall into sections of `every` cells along its length (from its `at` for a wall run toward a cell, from one
 * end for a wall across), or a ring into arcs about `every` cells long (at least one), every cell of its thickness
 * going with the section it lies beside.
 */
export function wallSections(board: Board, s: WallShape, every: number, o: AreaOptions = {}): WallSections {
  const n = int(every, "every", 1, 2048);
  const painted = area(board, s, o);
  const rule = o.diagonals === "5-10-5" ? 1 : 0;
  const g = board.g;
  let most: number;
  if (s.shape === "ring") {
    const diameter = Math.floor(s.diameter);
    // The arcs: the ring's length about its middle line, over the section's length.
    const width = s.width ?? 1;
    const middle = Math.max(1, diameter - width);
    const arcs = Math.max(1, Math.min(254, Math.round((Math.PI * middle) / n)));
    most = g.areaSections(2 * s.at.x + 1, 2 * s.at.y + 1, 0, 0, 0, arcs, rule, 1);
  } else {
    const a = { x: 2 * s.at.x + 1, y: 2 * s.at.y + 1 };
    const size = s.from.size ?? 1;
    const u = { x: 2 * s.from.x + size, y: 2 * s.from.y + size };
    const len = Math.floor(s.length);
    if (s.toward !== undefined) {
      const t = { x: 2 * s.toward.x + 1, y: 2 * s.toward.y + 1 };
      most = g.areaSections(a.x, a.y, t.x - a.x, t.y - a.y, -1, n, rule, 0);
    } else most = g.areaSections(a.x, a.y, -(a.y - u.y), a.x - u.x, -len, n, rule, 0);
  }
  const labels = board.v.u8(g.ptrMask2(), board.width * board.height);
  const sections: number[][] = Array.from({ length: most }, () => []);
  for (let i = 0; i < labels.length; i++) if (labels[i]) sections[labels[i]! - 1]!.push(i);
  return { mask: painted.mask, sections: sections.filter((c) => c.length > 0) };
}
