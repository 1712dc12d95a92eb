import type { Board } from "./board.js";
import { footprintIn, int } from "./check.js";
import { GeometryError } from "./errors.js";
import { BLOCK_BITS, F_EFFECT, F_SIGHT } from "./flags.js";
import type { Blocks, Cell, Footprint } from "./types.js";

/** Cover by the DMG's corner rule. */
export type Cover = "none" | "half" | "three-quarters" | "total";
const COVERS: Cover[] = ["none", "half", "three-quarters", "total"];

export interface SightOptions {
  /** What stops sight: cells blocking any of these (default ["sight"]). */
  blockedBy?: Blocks[];
}

export interface CoverOptions {
  /** Cells blocking any of these are obstacles (default ["effect"]: walls and solid props). */
  blockedBy?: Blocks[];
  /** Count other occupants as obstacles (the attacker's and target's own never count). */
  creatures?: boolean;
  /** Occupants that never count, e.g. the attacker's and target's ids when they are placed. */
  ignore?: number[];
}

export function maskOf(list: Blocks[] | undefined, fallback: number): number {
  if (list === undefined) return fallback;
  if (!Array.isArray(list) || list.some((b) => !(b in BLOCK_BITS))) {
    throw new GeometryError(`blockedBy must list "move", "sight", "light" or "effect"`);
  }
  return list.reduce((m, b) => m | BLOCK_BITS[b], 0);
}

export function sees(board: Board, a: Footprint, b: Footprint, o: SightOptions = {}): boolean {
  board.live();
  const as = footprintIn(board.width, board.height, a, "a");
  const bs = footprintIn(board.width, board.height, b, "b");
  return !!board.g.sees(a.x, a.y, as, b.x, b.y, bs, maskOf(o.blockedBy, F_SIGHT));
}

/** The cells seen from a footprint: kept as the window around it, expanded on demand. */
export interface FieldOfView {
  readonly count: number;
  has(x: number, y: number): boolean;
  cells(): Cell[];
  /** width × height, 1 = seen (a new array each call). */
  mask(): Uint8Array;
}

/** Cells seen from any cell of `from` within `radius` (grid distance). */
export function fieldOfView(
  board: Board,
  from: Footprint,
  radius: number,
  o: SightOptions & { diagonals?: "5e" | "5-10-5" } = {},
): FieldOfView {
  board.live();
  const size = footprintIn(board.width, board.height, from, "from");
  int(radius, "radius", 0, 4096);
  const rule = o.diagonals === "5-10-5" ? 1 : 0;
  const count = board.g.fieldOfView(from.x, from.y, size, radius, rule, maskOf(o.blockedBy, F_SIGHT));
  const words = board.v.all32();
  const r = board.ptr.result >> 2;
  const x0 = words[r];
  const y0 = words[r + 1];
  const x1 = words[r + 2];
  const y1 = words[r + 3];
  const ww = x1 - x0 + 1;
  const wh = y1 - y0 + 1;
  const window = new Uint8Array(ww * wh);
  const bytes = board.v.all8();
  const base = board.ptr.mask;
  for (let j = 0, k = 0; j < wh; j++) {
    const row = base + (y0 + j) * board.width + x0;
    for (let i = 0; i < ww; i++, k++) window[k] = bytes[row + i];
  }
  const has = (x: number, y: number) =>
    x >= x0 && x <= x1 && y >= y0 && y <= y1 && window[(y - y0) * ww + x - x0] === 1;
  return {
    count,
    has,
    cells() {
      const out: Cell[] = [];
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) if (has(x, y)) out.push({ x, y });
      return out;
    },
    mask() {
      const m = new Uint8Array(board.width * board.height);
      for (let j = 0; j < wh; j++) m.set(window.subarray(j * ww, (j + 1) * ww), (y0 + j) * board.width + x0);
      return m;
    },
  };
}

export function cover(board: Board, attacker: Footprint, target: Footprint, o: CoverOptions = {}): Cover {
  board.live();
  const as = footprintIn(board.width, board.height, attacker, "attacker");
  const ts = footprintIn(board.width, board.height, target, "target");
  board.relations(undefined, [], o.ignore ?? []);
  const r = board.g.cover(
    attacker.x,
    attacker.y,
    as,
    target.x,
    target.y,
    ts,
    maskOf(o.blockedBy, F_EFFECT),
    o.creatures ? 1 : 0,
  );
  return COVERS[r];
}

/** The cells strictly between two footprints (1.190's line), nearest `a` first. */
export function between(board: Board, a: Footprint, b: Footprint): Cell[] {
  board.live();
  const as = footprintIn(board.width, board.height, a, "a");
  const bs = footprintIn(board.width, board.height, b, "b");
  const cells = board.readPath(board.g.between(a.x, a.y, as, b.x, b.y, bs));
  const cx = 2 * a.x + as;
  const cy = 2 * a.y + as;
  const d = (c: Cell) => (2 * c.x + 1 - cx) ** 2 + (2 * c.y + 1 - cy) ** 2;
  return cells.sort((p, q) => d(p) - d(q) || p.y - q.y || p.x - q.x);
}
