import { footprintIn, int } from "./check.js";
import { GeometryError } from "./errors.js";
import { BLOCK_BITS, F_EFFECT, F_SIGHT } from "./flags.js";
import type { BoardGrid as Board } from "./grid.js";
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
export class FieldOfView {
  constructor(
    /** How many cells are seen. */
    readonly count: number,
    /** The window around the footprint (inclusive bounds) and its cells, row by row, 1 = seen. */
    readonly x0: number,
    readonly y0: number,
    readonly x1: number,
    readonly y1: number,
    readonly window: Uint8Array,
    private readonly boardWidth: number,
    private readonly boardHeight: number,
  ) {}

  has(x: number, y: number): boolean {
    return (
      x >= this.x0 &&
      x <= this.x1 &&
      y >= this.y0 &&
      y <= this.y1 &&
      this.window[(y - this.y0) * (this.x1 - this.x0 + 1) + x - this.x0] === 1
    );
  }

  cells(): Cell[] {
    const out: Cell[] = [];
    for (let y = this.y0; y <= this.y1; y++)
      for (let x = this.x0; x <= this.x1; x++) if (this.has(x, y)) out.push({ x, y });
    return out;
  }

  /** width × height, 1 = seen (a new array each call). */
  mask(): Uint8Array {
    const m = new Uint8Array(this.boardWidth * this.boardHeight);
    const ww = this.x1 - this.x0 + 1;
    for (let j = 0; j <= this.y1 - this.y0; j++) {
      m.set(this.window.subarray(j * ww, (j + 1) * ww), (this.y0 + j) * this.boardWidth + this.x0);
    }
    return m;
  }
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
  const length = (x1 - x0 + 1) * (y1 - y0 + 1);
  const window = board.v.all8().slice(board.ptr.mask2, board.ptr.mask2 + length);
  return new FieldOfView(count, x0, y0, x1, y1, window, board.width, board.height);
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
