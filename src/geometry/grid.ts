// What the one-algorithm-per-file queries (area, line, light, sight) need of a board: its size, its wasm
// instance and views, and a few internals. Board implements it; the queries import this, never board.ts,
// so board.ts can offer them as methods without an import cycle.
import type { GeometryExports } from "../../bindings/exports.js";
import type { Cell } from "./types.js";
import type { Views } from "./views.js";

/** @internal */
export interface BoardGrid {
  readonly width: number;
  readonly height: number;
  readonly g: GeometryExports;
  readonly v: Views;
  readonly ptr: { mask: number; mask2: number; result: number; out: number; path: number };
  /** Whether lighting() has filled the light array. */
  lit: boolean;
  readPath(n: number): Cell[];
  relations(self?: number, allies?: number[], ignore?: number[]): void;
  live(): void;
}
