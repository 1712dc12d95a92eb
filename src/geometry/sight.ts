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

/** Cells seen from any cell of `from` within `radius` (grid distance): a width × height mask, 1 = seen. */
export function fieldOfView(
  board: Board,
  from: Footprint,
  radius: number,
  o: SightOptions & { diagonals?: "5e" | "5-10-5" } = {},
): Uint8Array {
  board.live();
  const size = footprintIn(board.width, board.height, from, "from");
  int(radius, "radius", 0, 4096);
  const rule = o.diagonals === "5-10-5" ? 1 : 0;
  board.g.fieldOfView(from.x, from.y, size, radius, rule, maskOf(o.blockedBy, F_SIGHT));
  return board.v.u8(board.g.ptrMask(), board.width * board.height).slice();
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
