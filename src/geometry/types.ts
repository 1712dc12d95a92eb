// Plain shapes the board API takes and returns. Everything is in cells; the rules layer converts feet.

/** A cell on the board. */
export interface Cell {
  x: number;
  y: number;
}

/** A creature's space: `size` cells per side (1..4), its own cell (x, y) being the top-left one (1.194). */
export interface Footprint extends Cell {
  size?: number;
}

/** What a cell blocks. `wall: true` on a cell means all four. */
export type Blocks = "move" | "sight" | "light" | "effect";

/** Light level of a cell, darkest first. */
export type LightLevel = "dark" | "dim" | "bright" | "sunlight";

/** One cell's terrain, as plain JSON. Fields left out are left as they are. */
export interface CellInput extends Cell {
  /** Cost multiplier of entering it, 1..10 (difficult is 2; 1.175 costTimes); the largest applies. */
  cost?: number;
  /** Shorthand for cost 2 when true (cost 1 when false). */
  difficult?: boolean;
  /** 1.175 halvesSpeed: each step into it costs double again. */
  halvesSpeed?: boolean;
  /** 1.182 towardCaster: a multiplier (1..10) that applies only to steps toward the `toward` point. */
  towardCost?: number;
  /** halvesSpeed applying only to steps toward the `toward` point. */
  towardHalves?: boolean;
  /** 1.318 growth: entry cost at least 2, lightly obscures. */
  growth?: boolean;
  /** A wall: blocks move, sight, light and effect. */
  wall?: boolean;
  /** What it blocks, replacing what it blocked (`[]` clears). */
  blocks?: Blocks[];
  /** 1.318 height 0..3. */
  height?: number;
  /** 1.318 the cell's own light; null gives it back to the board's light. */
  light?: LightLevel | null;
  /** Obscurement in the cell. */
  obscured?: "clear" | "light" | "heavy";
  /** Magical darkness zone covering it (1..32), 0 for none (1.299). */
  darkness?: number;
}

/** A board as plain JSON: size, then cells and walls painted in order. */
export interface BoardInput {
  width: number;
  height: number;
  cells?: CellInput[];
  walls?: Cell[];
}

/** How a walk is measured and who is in the way. */
export interface MoveOptions {
  /** "5e": every diagonal costs 1 (default); "5-10-5": every second diagonal costs 2. */
  diagonals?: "5e" | "5-10-5";
  /** The mover's own occupant id, never in its own way. */
  self?: number;
  /** Occupants it may pass through but not end on. Every other occupant blocks. */
  allies?: number[];
  /** Occupants that are ignored altogether. */
  ignore?: number[];
  /** "no-cutting" (default): no diagonal step past a wall's corner; "no-squeezing": only not between two. */
  corners?: "no-cutting" | "no-squeezing";
  /** The point toward which `towardCost` applies (1.182), e.g. the caster's space. */
  toward?: Footprint;
}
