import { GeometryError } from "./errors.js";
import type { Footprint } from "./types.js";

// Input checks shared by the board API: each throws a GeometryError naming the bad value.

export function int(value: unknown, name: string, lo: number, hi: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < lo || value > hi) {
    throw new GeometryError(`${name} must be an integer from ${lo} to ${hi}, got ${JSON.stringify(value)}`);
  }
  return value;
}

export function cellIn(width: number, height: number, x: unknown, y: unknown, name: string): void {
  int(x, `${name}.x`, 0, width - 1);
  int(y, `${name}.y`, 0, height - 1);
}

/** Checks a footprint lies wholly on the board; returns its size. */
export function footprintIn(width: number, height: number, f: Footprint, name: string): number {
  if (f === null || typeof f !== "object") throw new GeometryError(`${name} must be an object { x, y, size? }`);
  const size = f.size === undefined ? 1 : int(f.size, `${name}.size`, 1, 4);
  int(f.x, `${name}.x`, 0, width - size);
  int(f.y, `${name}.y`, 0, height - size);
  return size;
}
