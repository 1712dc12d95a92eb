import type { GeometryExports } from "../../bindings/exports.js";
import { instantiateGeometry } from "../../bindings/loader.js";
import { ENGINE_LIMITS } from "../registry/limits.js";
import {
  type Area,
  type AreaOptions,
  type AreaShape,
  area,
  type WallSections,
  type WallShape,
  wallSections,
} from "./area.js";
import { cellIn, footprintIn, int } from "./check.js";
import { GeometryError } from "./errors.js";
import {
  BLOCK_BITS,
  F_BLOCKS,
  F_GROWTH,
  F_HALVES,
  F_TOWARD_HALVES,
  LIGHT_LEVELS,
  OBSCURED,
  OPT_SQUEEZE_ONLY,
  OPT_TOWARD,
  REL_ALLY,
  REL_BLOCK,
  REL_NONE,
} from "./flags.js";
import type { BoardGrid } from "./grid.js";
import { type Lighting, type LightSource, lighting, type Sense, type Visibility, visibility } from "./light.js";
import { type LineOptions, line } from "./line.js";
import {
  between,
  type Cover,
  type CoverOptions,
  cover,
  type FieldOfView,
  fieldOfView,
  type SightOptions,
  sees,
} from "./sight.js";
import type { BoardInput, Cell, CellInput, Footprint, LightLevel, MoveOptions } from "./types.js";
import { Views } from "./views.js";

/** Cells along a board's side, from the engine's one table of limits. */
export const MAX_SIDE = ENGINE_LIMITS.boardSide;

/** Every cell a footprint can end on, with its cost; valid until the board's next query. */
export interface Reach {
  /** How many cells it can end on (its own included). */
  readonly count: number;
  /** width × height costs (row-major), -1 where it cannot end. A copy: yours to keep. */
  readonly costs: Int32Array;
  cost(x: number, y: number): number;
  /** Top-left cells from the start to (x, y), start first; [] when it cannot end there. */
  path(x: number, y: number): Cell[];
}

/** A path to a goal: its cost and cells, start first. */
export interface Route {
  cost: number;
  cells: Cell[];
}

interface Placed {
  x: number;
  y: number;
  size: number;
}

/**
 * The board: a grid of up to 512×512 cells held in wasm memory, and the geometry questions asked of it.
 * One wasm instance holds one board: `Board.create` makes its own instance; `Board.on` reuses one and
 * makes any board made earlier on it unusable (its calls throw).
 */
export class Board implements BoardGrid {
  readonly width: number;
  readonly height: number;
  /** @internal */ readonly g: GeometryExports;
  /** @internal */ readonly v: Views;
  /** @internal Byte offsets of the board's arrays, fixed once it is laid out. */
  readonly ptr: { mask: number; mask2: number; result: number; out: number; path: number };
  private readonly generation: number;
  private readonly placed = new Map<number, Placed>();
  private query = 0;
  /** @internal Whether lighting() has filled the light array. */
  lit = false;

  private constructor(g: GeometryExports, width: number, height: number) {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
      throw new GeometryError(`board size must be whole numbers of cells, got ${width}×${height}`);
    }
    if (width > MAX_SIDE || height > MAX_SIDE) {
      throw new GeometryError(`board ${width}×${height} exceeds the ${MAX_SIDE}×${MAX_SIDE} limit`);
    }
    const status = g.boardInit(width, height);
    if (status !== 0) throw new GeometryError(`board ${width}×${height} could not be laid out (status ${status})`);
    this.g = g;
    this.v = new Views(g);
    this.ptr = { mask: g.ptrMask(), mask2: g.ptrMask2(), result: g.ptrResult(), out: g.ptrOut(), path: g.ptrPath() };
    this.width = width;
    this.height = height;
    this.generation = g.boardGeneration();
  }

  /** A board with its own wasm instance. */
  static async create(width: number, height: number): Promise<Board> {
    if (width > MAX_SIDE || height > MAX_SIDE) {
      throw new GeometryError(`board ${width}×${height} exceeds the ${MAX_SIDE}×${MAX_SIDE} limit`);
    }
    return new Board(await instantiateGeometry(), width, height);
  }

  /** A board on an existing instance (e.g. `engine.geometry`), replacing whatever board it held. */
  static on(geometry: GeometryExports, width: number, height: number): Board {
    return new Board(geometry, width, height);
  }

  /** A board from plain JSON: `{ width, height, cells?, walls? }`. */
  static async from(input: BoardInput): Promise<Board> {
    const board = await Board.create(input.width, input.height);
    board.paint(input);
    return board;
  }

  /** Paints cells then walls; everything is checked before anything changes. */
  paint(input: { cells?: CellInput[]; walls?: Cell[] }): this {
    const cells = [...(input.cells ?? []), ...(input.walls ?? []).map((w) => ({ x: w.x, y: w.y, wall: true }))];
    return this.setCells(cells);
  }

  /** Sets one cell's terrain (fields left out stay as they are). */
  set(cell: CellInput): this {
    return this.setCells([cell]);
  }

  /** Sets many cells; all are checked first, so a bad one changes nothing. */
  setCells(cells: CellInput[]): this {
    this.live();
    if (!Array.isArray(cells)) throw new GeometryError("cells must be an array");
    for (let i = 0; i < cells.length; i++) this.checkCell(cells[i], `cells[${i}]`);
    const n = this.width * this.height;
    const cost = this.v.u8(this.g.ptrCost(), n);
    const flags = this.v.u8(this.g.ptrFlags(), n);
    const toward = this.v.u8(this.g.ptrToward(), n);
    const height = this.v.u8(this.g.ptrHeight(), n);
    const own = this.v.u8(this.g.ptrOwnLight(), n);
    const obscure = this.v.u8(this.g.ptrObscure(), n);
    const dark = this.v.u8(this.g.ptrDark(), n);
    for (const c of cells) {
      const i = c.y * this.width + c.x;
      let f = flags[i];
      if (c.difficult !== undefined) cost[i] = c.difficult ? 2 : 1;
      if (c.cost !== undefined) cost[i] = c.cost;
      if (c.towardCost !== undefined) toward[i] = c.towardCost;
      if (c.halvesSpeed !== undefined) f = c.halvesSpeed ? f | F_HALVES : f & ~F_HALVES;
      if (c.towardHalves !== undefined) f = c.towardHalves ? f | F_TOWARD_HALVES : f & ~F_TOWARD_HALVES;
      if (c.growth !== undefined) f = c.growth ? f | F_GROWTH : f & ~F_GROWTH;
      if (c.blocks !== undefined) f = (f & ~F_BLOCKS) | c.blocks.reduce((a, b) => a | BLOCK_BITS[b], 0);
      if (c.wall !== undefined) f = c.wall ? f | F_BLOCKS : f & ~F_BLOCKS;
      flags[i] = f;
      if (c.height !== undefined) height[i] = c.height;
      if (c.light !== undefined) own[i] = c.light === null ? 0 : LIGHT_LEVELS.indexOf(c.light) + 1;
      if (c.obscured !== undefined) obscure[i] = OBSCURED.indexOf(c.obscured);
      if (c.darkness !== undefined) dark[i] = c.darkness;
    }
    return this;
  }

  /** Reads one cell back as plain JSON. */
  cell(x: number, y: number): Required<Omit<CellInput, "difficult" | "wall">> & { occupant: number } {
    this.live();
    cellIn(this.width, this.height, x, y, "cell");
    const i = y * this.width + x;
    const n = this.width * this.height;
    const f = this.v.u8(this.g.ptrFlags(), n)[i];
    const own = this.v.u8(this.g.ptrOwnLight(), n)[i];
    return {
      x,
      y,
      cost: this.v.u8(this.g.ptrCost(), n)[i],
      halvesSpeed: (f & F_HALVES) !== 0,
      towardCost: this.v.u8(this.g.ptrToward(), n)[i],
      towardHalves: (f & F_TOWARD_HALVES) !== 0,
      growth: (f & F_GROWTH) !== 0,
      blocks: Object.keys(BLOCK_BITS).filter((k) => (f & BLOCK_BITS[k]) !== 0) as CellInput["blocks"] & object,
      height: this.v.u8(this.g.ptrHeight(), n)[i],
      light: own === 0 ? null : LIGHT_LEVELS[own - 1],
      obscured: OBSCURED[this.v.u8(this.g.ptrObscure(), n)[i]],
      darkness: this.v.u8(this.g.ptrDark(), n)[i],
      occupant: this.v.u8(this.g.ptrOcc(), n)[i],
    };
  }

  private checkCell(c: CellInput, name: string): void {
    if (c === null || typeof c !== "object") throw new GeometryError(`${name} must be an object`);
    cellIn(this.width, this.height, c.x, c.y, name);
    if (c.cost !== undefined) int(c.cost, `${name}.cost`, 1, 10);
    if (c.towardCost !== undefined) int(c.towardCost, `${name}.towardCost`, 1, 10);
    if (c.height !== undefined) int(c.height, `${name}.height`, 0, 3);
    if (c.darkness !== undefined) int(c.darkness, `${name}.darkness`, 0, 32);
    for (const key of ["difficult", "halvesSpeed", "towardHalves", "growth", "wall"] as const) {
      if (c[key] !== undefined && typeof c[key] !== "boolean")
        throw new GeometryError(`${name}.${key} must be a boolean`);
    }
    if (c.blocks !== undefined) {
      if (!Array.isArray(c.blocks) || c.blocks.some((b) => !(b in BLOCK_BITS))) {
        throw new GeometryError(`${name}.blocks must list "move", "sight", "light" or "effect"`);
      }
    }
    if (c.light !== undefined && c.light !== null && !LIGHT_LEVELS.includes(c.light)) {
      throw new GeometryError(`${name}.light must be one of ${LIGHT_LEVELS.join(", ")} or null`);
    }
    if (c.obscured !== undefined && !OBSCURED.includes(c.obscured)) {
      throw new GeometryError(`${name}.obscured must be one of ${OBSCURED.join(", ")}`);
    }
  }

  /** Puts occupant `id` (1..255) on the board; its cells must be on the board and free of others. */
  place(id: number, at: Footprint): this {
    this.live();
    int(id, "occupant id", 1, 255);
    const size = footprintIn(this.width, this.height, at, "place");
    const occ = this.v.u8(this.g.ptrOcc(), this.width * this.height);
    for (let y = at.y; y < at.y + size; y++) {
      for (let x = at.x; x < at.x + size; x++) {
        const o = occ[y * this.width + x];
        if (o !== 0 && o !== id) throw new GeometryError(`cell (${x}, ${y}) is taken by occupant ${o}`);
      }
    }
    this.remove(id);
    for (let y = at.y; y < at.y + size; y++) occ.fill(id, y * this.width + at.x, y * this.width + at.x + size);
    this.placed.set(id, { x: at.x, y: at.y, size });
    return this;
  }

  /** Takes occupant `id` off the board (nothing happens when it is not on it). */
  remove(id: number): this {
    this.live();
    const p = this.placed.get(id);
    if (!p) return this;
    const occ = this.v.u8(this.g.ptrOcc(), this.width * this.height);
    for (let y = p.y; y < p.y + p.size; y++) occ.fill(0, y * this.width + p.x, y * this.width + p.x + p.size);
    this.placed.delete(id);
    return this;
  }

  /** Where occupant `id` stands, or undefined. */
  where(id: number): Required<Footprint> | undefined {
    const p = this.placed.get(id);
    return p ? { ...p } : undefined;
  }

  /** The occupant id on a cell, 0 when empty. */
  occupant(x: number, y: number): number {
    this.live();
    cellIn(this.width, this.height, x, y, "cell");
    return this.v.u8(this.g.ptrOcc(), this.width * this.height)[y * this.width + x];
  }

  /** Every cell `from` can end on with `budget` cells of movement, with the cost and path to each. */
  reach(from: Footprint, budget: number, options: MoveOptions = {}): Reach {
    this.live();
    const size = footprintIn(this.width, this.height, from, "from");
    int(budget, "budget", 0, 1 << 24);
    const m = this.moveArgs(options);
    const count = this.g.reach(from.x, from.y, size, budget, m.rule, m.opts, m.tx2, m.ty2);
    if (count < 0) throw new GeometryError("reach: bad input");
    const id = ++this.query;
    const w = this.width;
    const costs = this.v.i32(this.g.ptrOut(), w * this.height).slice();
    return {
      count,
      costs,
      cost: (x, y) => (x >= 0 && y >= 0 && x < w && y < this.height ? costs[y * w + x] : -1),
      path: (x, y) => {
        if (id !== this.query) throw new GeometryError("reach.path: the board has answered another query since");
        if (!(x >= 0 && y >= 0 && x < w && y < this.height) || costs[y * w + x] < 0) return [];
        return this.readPath(this.g.pathTo(x, y));
      },
    };
  }

  /** One cheapest path for `from` to put its top-left on `to`, or null (optionally costing at most `limit`). */
  path(from: Footprint, to: Cell, options: MoveOptions & { limit?: number } = {}): Route | null {
    this.live();
    const size = footprintIn(this.width, this.height, from, "from");
    footprintIn(this.width, this.height, { ...to, size }, "to");
    const limit = options.limit === undefined ? 1 << 30 : int(options.limit, "limit", 0, 1 << 30);
    const m = this.moveArgs(options);
    this.query++;
    const cost = this.g.route(from.x, from.y, size, to.x, to.y, limit, m.rule, m.opts, m.tx2, m.ty2);
    if (cost === -2) throw new GeometryError("path: bad input");
    if (cost < 0) return null;
    return { cost, cells: this.readPath(this.g.pathTo(to.x, to.y)) };
  }

  /** A straight-line move (push, drift, charge, ram), stopping before the first solid thing. */
  line(
    mover: Footprint,
    steps: number,
    direction: { toward: Footprint } | { away: Footprint },
    options?: LineOptions,
  ): Cell[] {
    this.query++;
    return line(this, mover, steps, direction, options);
  }

  /** The cells one shape, or several copies, cover (a union), and who stands in them. */
  area(shapes: AreaShape | AreaShape[], options?: AreaOptions): Area {
    this.query++;
    return area(this, shapes, options);
  }

  /** 1.200: a wall or ring cut into sections of `every` cells along it. */
  sections(shape: WallShape, every: number, options?: AreaOptions): WallSections {
    this.query++;
    return wallSections(this, shape, every, options);
  }

  /** Whether any cell of `a` sees any cell of `b` (symmetric). */
  sees(a: Footprint, b: Footprint, options?: SightOptions): boolean {
    return sees(this, a, b, options);
  }

  /** Cells seen from `from` within `radius` cells. */
  fieldOfView(from: Footprint, radius: number, options?: SightOptions & { diagonals?: "5e" | "5-10-5" }): FieldOfView {
    return fieldOfView(this, from, radius, options);
  }

  /** Cover of `target` against `attacker` by the DMG's corner rule. */
  cover(attacker: Footprint, target: Footprint, options?: CoverOptions): Cover {
    this.query++;
    return cover(this, attacker, target, options);
  }

  /** The cells strictly between two footprints (1.190), nearest `a` first. */
  between(a: Footprint, b: Footprint): Cell[] {
    this.query++;
    return between(this, a, b);
  }

  /** Light level of every cell from `sources` over the board's own light (`board`, default dark). */
  lighting(sources: LightSource[], options?: { board?: LightLevel; diagonals?: "5e" | "5-10-5" }): Lighting {
    this.query++;
    return lighting(this, sources, options);
  }

  /** What `observer` sees of every cell and every occupant, by the last lighting (or `light`) and its senses. */
  visibility(
    observer: Footprint,
    senses?: Sense[],
    options?: { blinded?: boolean; light?: Uint8Array; diagonals?: "5e" | "5-10-5" },
  ): Visibility {
    this.query++;
    return visibility(this, observer, senses, options);
  }

  /** @internal Reads `n` cell indices from the path buffer. */
  readPath(n: number): Cell[] {
    const idx = this.v.i32(this.g.ptrPath(), n);
    const out: Cell[] = [];
    for (let i = 0; i < n; i++) out.push({ x: idx[i] % this.width, y: Math.floor(idx[i] / this.width) });
    return out;
  }

  /** @internal Fills the relation table and packs the walking options. */
  moveArgs(o: MoveOptions): { rule: number; opts: number; tx2: number; ty2: number } {
    if (o.diagonals !== undefined && o.diagonals !== "5e" && o.diagonals !== "5-10-5") {
      throw new GeometryError(`diagonals must be "5e" or "5-10-5", got ${JSON.stringify(o.diagonals)}`);
    }
    if (o.corners !== undefined && o.corners !== "no-cutting" && o.corners !== "no-squeezing") {
      throw new GeometryError(`corners must be "no-cutting" or "no-squeezing", got ${JSON.stringify(o.corners)}`);
    }
    this.relations(o.self, o.allies, o.ignore);
    let opts = o.corners === "no-squeezing" ? OPT_SQUEEZE_ONLY : 0;
    let tx2 = 0;
    let ty2 = 0;
    if (o.toward !== undefined) {
      const ts = footprintIn(this.width, this.height, o.toward, "toward");
      tx2 = 2 * o.toward.x + ts;
      ty2 = 2 * o.toward.y + ts;
      opts |= OPT_TOWARD;
    }
    return { rule: o.diagonals === "5-10-5" ? 1 : 0, opts, tx2, ty2 };
  }

  /** @internal Every placed occupant blocks, except `self` and `ignore` (nothing) and `allies` (pass through). */
  relations(self?: number, allies: number[] = [], ignore: number[] = []): void {
    const rel = this.v.u8(this.g.ptrRel(), 256);
    rel.fill(REL_BLOCK);
    rel[0] = REL_NONE;
    for (const a of allies) rel[int(a, "ally id", 1, 255)] = REL_ALLY;
    for (const a of ignore) rel[int(a, "ignored id", 1, 255)] = REL_NONE;
    if (self !== undefined) rel[int(self, "self id", 1, 255)] = REL_NONE;
  }

  /** @internal Throws when another board has since been laid out on this board's wasm instance. */
  live(): void {
    if (this.g.boardGeneration() !== this.generation) {
      throw new GeometryError("this board was replaced by a newer board on the same wasm instance");
    }
  }
}
