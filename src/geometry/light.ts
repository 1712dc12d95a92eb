import { footprintIn, int } from "./check.js";
import { GeometryError } from "./errors.js";
import { LIGHT_LEVELS } from "./flags.js";
import type { BoardGrid as Board } from "./grid.js";
import type { Footprint, LightLevel } from "./types.js";

/** A light: bright for `bright` cells, then dim for `dim` cells more (1.294), from a cell or a space. */
export interface LightSource {
  at: Footprint;
  bright: number;
  dim: number;
  /** Lights cells of magical darkness (1.299). */
  magical?: boolean;
  /** Its bright light is sunlight (1.298). */
  sunlight?: boolean;
  /** Casts shade: dim as far as `dim` reaches, where bright light and sunlight become dim (1.319). */
  shade?: boolean;
}

export interface Lighting {
  /** width × height levels: 0 dark, 1 dim, 2 bright, 3 sunlight. */
  readonly levels: Uint8Array;
  level(x: number, y: number): LightLevel;
  /** For each source, the magical-darkness zones (1..32) its light reaches into. */
  readonly reachesDarkness: number[][];
}

/** A sense with a range in cells. Eyes need none: they see at any range unless blinded. */
export interface Sense {
  range: number;
  /** Darkvision: darkness as dim light, dim as bright (not in magical darkness). */
  seesInDark?: boolean;
  /** Sees whatever the light (blindsight, truesight). */
  anyLight?: boolean;
  /** Heavy obscurement (fog) does not hide. */
  piercesFog?: boolean;
  /** Magical darkness does not hide. */
  piercesDarkness?: boolean;
  /** Light obscurement does not blur. */
  piercesLightly?: boolean;
  /** Works while blinded (blindsight, tremorsense). */
  noEyes?: boolean;
}

export type Seen = "unseen" | "lightly" | "clear";
const SEEN: Seen[] = ["unseen", "lightly", "clear"];

export interface Visibility {
  /** width × height: 0 unseen, 1 seen lightly obscured, 2 seen clearly. */
  readonly cells: Uint8Array;
  of(x: number, y: number): Seen;
  /** Every placed occupant by its best cell (1.194). */
  readonly occupants: Record<number, Seen>;
}

const SOURCE_INTS = 6;
const MAX_SOURCES = 1024;

export function lighting(
  board: Board,
  sources: LightSource[],
  o: { board?: LightLevel; diagonals?: "5e" | "5-10-5" } = {},
): Lighting {
  board.live();
  if (!Array.isArray(sources) || sources.length > MAX_SOURCES) {
    throw new GeometryError(`sources must be an array of at most ${MAX_SOURCES} lights`);
  }
  const ambient = LIGHT_LEVELS.indexOf(o.board ?? "dark");
  if (ambient < 0) throw new GeometryError(`board light must be one of ${LIGHT_LEVELS.join(", ")}`);
  const packed = sources.map((s, i) => {
    const size = footprintIn(board.width, board.height, s?.at, `sources[${i}].at`);
    const bright = int(s.bright, `sources[${i}].bright`, 0, 4096);
    const dim = int(s.dim, `sources[${i}].dim`, 0, 4096);
    const flags = (s.magical ? 1 : 0) | (s.sunlight ? 2 : 0) | (s.shade ? 4 : 0);
    return [s.at.x, s.at.y, size, s.shade ? 0 : bright, dim, flags];
  });
  board.v.i32(board.g.ptrParams(), packed.length * SOURCE_INTS).set(packed.flat());
  board.g.lighting(packed.length, ambient, o.diagonals === "5-10-5" ? 1 : 0);
  const n = board.width * board.height;
  const levels = board.v.u8(board.g.ptrLight(), n).slice();
  const zones = board.v.i32(board.g.ptrResult(), packed.length).slice();
  board.lit = true;
  return {
    levels,
    level: (x, y) => LIGHT_LEVELS[levels[y * board.width + x]],
    reachesDarkness: Array.from(zones, (z) =>
      Array.from({ length: 32 }, (_, b) => b + 1).filter((b) => z & (1 << (b - 1))),
    ),
  };
}

export function visibility(
  board: Board,
  observer: Footprint,
  senses: Sense[] = [],
  o: { blinded?: boolean; light?: Uint8Array; diagonals?: "5e" | "5-10-5" } = {},
): Visibility {
  board.live();
  const size = footprintIn(board.width, board.height, observer, "observer");
  if (!Array.isArray(senses) || senses.length > 8) throw new GeometryError("senses must be an array of at most 8");
  const n = board.width * board.height;
  if (o.light !== undefined) {
    if (!(o.light instanceof Uint8Array) || o.light.length !== n || o.light.some((v) => v > 3)) {
      throw new GeometryError(`light must be a Uint8Array of ${n} levels 0..3`);
    }
  } else if (!board.lit) throw new GeometryError("visibility needs lighting() first, or a light array");
  const packed = senses.flatMap((s, i) => {
    const range = int(s?.range, `senses[${i}].range`, 0, 1 << 20);
    const kind =
      (s.seesInDark ? 1 : 0) |
      (s.anyLight ? 2 : 0) |
      (s.piercesFog ? 4 : 0) |
      (s.piercesDarkness ? 8 : 0) |
      (s.noEyes ? 16 : 0) |
      (s.piercesLightly ? 32 : 0);
    return [range, kind];
  });
  if (o.light !== undefined) board.v.u8(board.g.ptrLight(), n).set(o.light);
  board.v.i32(board.g.ptrParams(), packed.length).set(packed);
  board.g.visibility(observer.x, observer.y, size, senses.length, o.blinded ? 1 : 0, o.diagonals === "5-10-5" ? 1 : 0);
  const cells = board.v.u8(board.g.ptrMask(), n).slice();
  const per = board.v.u8(board.g.ptrResult(), 256);
  const occupants: Record<number, Seen> = {};
  for (let id = 1; id < 256; id++) if (per[id]) occupants[id] = SEEN[per[id] - 1];
  return { cells, of: (x, y) => SEEN[cells[y * board.width + x]], occupants };
}
