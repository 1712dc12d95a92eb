// What one step of a walk costs: the board's own difficult ground, a package's dearer ground for the mover, and ground
// that costs more only on steps toward a point (1.182).
import type { Cell } from "../../ruleset/encounter.js";
import type { MergedGround } from "../types.js";

/** What a step from `from` into cell `i` costs, in normal steps: the board's own difficult ground (2) or a package's
 * larger cost, doubled again where speed is halved; ground toward a point counts when the step nears it. */
export function stepTimes(
  difficult: ReadonlySet<number>,
  ground: ReadonlyMap<number, MergedGround>,
  i: number,
  from?: Cell,
  to?: Cell,
): number {
  const g = ground.get(i);
  let times = Math.max(difficult.has(i) ? 2 : 1, g?.times ?? 1);
  let halves = !!g?.halves;
  const t = g?.toward;
  if (t && from && to && nearer(from, to, t.at)) {
    times = Math.max(times, t.times);
    halves ||= t.halves;
  }
  return halves ? times * 2 : times;
}

/** Whether a step from `from` to `to` brings its centre nearer `point`'s (as the geometry core measures it). */
export function nearer(from: Cell, to: Cell, point: Cell): boolean {
  const d = (c: Cell) => (c[0] - point[0]) ** 2 + (c[1] - point[1]) ** 2;
  return d(to) < d(from);
}
