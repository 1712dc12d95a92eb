// Walks under a limit on each step (extension point "walk limits": a compelled walk away from someone, 1.264): the
// cheapest walk to each cell among those whose every step the limit allows. The geometry core finds cheapest walks
// with no such limit, so this search runs here, over the cells the core's own reach says the mover can end on: the
// same costs (difficult ground, a package's dearer ground, every second diagonal under "5-10-5"), the same bodies in
// the way (foes block, allies and the fallen are passed but not stood on) and no diagonal step past a blocked
// corner.
import type { Cell } from "../../ruleset/encounter.js";
import type { WalkLimit } from "../capability.js";
import type { Combatant, CombatState, MergedGround } from "../types.js";
import { onBoard } from "./geometry.js";
import { inBounds } from "./grid.js";
import { stepTimes } from "./step-cost.js";

const STEPS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/** Cells nothing can walk into: the board's own blocked cells and those a standing wall closes to walking. */
function closed(state: CombatState): Set<number> {
  const out = new Set(state.board!.blocked);
  for (const z of state.zones ?? [])
    if (z.blocking?.blocks.includes("move")) for (const i of z.blocking.cells) out.add(i);
  return out;
}

/**
 * The walks of `mover` with `cells` of movement that `limit` allows. `endable` is the core's reach without the
 * limit (above 0 where the mover could end); a cell is offered only where both agree.
 */
export function limitedWalks(
  state: CombatState,
  mover: Combatant,
  cells: number,
  ground: readonly MergedGround[],
  limit: WalkLimit,
  endable: Int32Array,
): { readonly ends: readonly Cell[]; path(to: Cell): Cell[] } {
  const b = state.board!;
  const w = b.width;
  const from = mover.at!;
  const walls = closed(state);
  const difficult = new Set(b.difficult);
  const dear = new Map(ground.map((g) => [g.i, g]));
  const foes = new Set<number>();
  const passed = new Set<number>();
  for (const id of state.order) {
    const c = state.combatants[id]!;
    if (c === mover || !onBoard(c)) continue;
    const i = c.at![1] * w + c.at![0];
    if (c.side === mover.side || c.status !== "standing") passed.add(i);
    else foes.add(i);
  }
  const fiveTen = b.diagonals === "5-10-5";
  // States are a cell and, under "5-10-5", whether the diagonals walked so far are odd (the next one costs two).
  const key = (i: number, odd: boolean) => i * 2 + (odd ? 1 : 0);
  const best = new Map<number, number>();
  const back = new Map<number, number>();
  const start = key(from[1] * w + from[0], false);
  best.set(start, 0);
  const open: number[] = [start];
  while (open.length) {
    // Boards are small: the cheapest open state is found by a scan.
    let at = 0;
    for (let n = 1; n < open.length; n++) if (best.get(open[n]!)! < best.get(open[at]!)!) at = n;
    const s = open.splice(at, 1)[0]!;
    const i = s >> 1;
    const odd = (s & 1) === 1;
    const here: Cell = [i % w, Math.floor(i / w)];
    const spent = best.get(s)!;
    for (const [dx, dy] of STEPS) {
      const to: Cell = [here[0] + dx, here[1] + dy];
      if (!inBounds(b, to)) continue;
      const j = to[1] * w + to[0];
      if (walls.has(j) || foes.has(j)) continue;
      const diagonal = dx !== 0 && dy !== 0;
      if (diagonal && (walls.has(here[1] * w + to[0]) || walls.has(to[1] * w + here[0]))) continue;
      if (!limit.step(here, to)) continue;
      const doubled = diagonal && fiveTen && odd;
      const cost = spent + stepTimes(difficult, dear, j, here, to) * (doubled ? 2 : 1);
      if (cost > cells) continue;
      const next = key(j, diagonal && fiveTen ? !odd : odd);
      if (best.has(next) && best.get(next)! <= cost) continue;
      if (!best.has(next)) open.push(next);
      best.set(next, cost);
      back.set(next, s);
    }
  }
  // Each cell's cheapest state, and the path back to the start from it.
  const reached = new Map<number, number>();
  for (const [s, cost] of best) {
    const i = s >> 1;
    const had = reached.get(i);
    if (had === undefined || cost < best.get(had)!) reached.set(i, s);
  }
  const ends: Cell[] = [];
  const paths = new Map<number, Cell[]>();
  for (let i = 0; i < w * b.height; i++) {
    const s = reached.get(i);
    if (s === undefined || s === start || passed.has(i) || !(endable[i]! > 0)) continue;
    const cell: Cell = [i % w, Math.floor(i / w)];
    if (!limit.end(cell)) continue;
    const path: Cell[] = [];
    for (let at: number | undefined = s; at !== undefined; at = back.get(at))
      path.unshift([(at >> 1) % w, Math.floor((at >> 1) / w)]);
    paths.set(i, path);
    ends.push(Object.freeze(cell) as Cell);
  }
  return { ends: Object.freeze(ends), path: (to: Cell) => paths.get(to[1] * w + to[0]) ?? [] };
}
