// Walking: every cell a footprint can end on within a budget (Dijkstra over a bucket queue) and one
// optimal path to a goal (A* over the same steps). Costs are in cells of movement (5 ft in 5e).
// States are padded cells; under the 5-10-5 rule a second copy of the grid holds "an odd number of
// diagonals so far", because the next diagonal then costs 2.
import { H, N, nextStamp, PN, PW, pDist, pInfo, pOut, pParent, pPath, pStamp, W } from "./board";
import { fillInfo, I_FITS, I_HALVES, I_NOALLY, I_NOWALL, I_THALVES, I_TMULT_SHIFT, padded } from "./footprint";
import { queuePop, queuePush, queueRemove, queueReset } from "./queue";

export const RULE_5E: i32 = 0; // every diagonal costs 1
export const RULE_5105: i32 = 1; // every second diagonal costs 2
export const OPT_SQUEEZE_ONLY: i32 = 1; // a diagonal is refused only between two walls, not past one
export const OPT_TOWARD: i32 = 2; // toward-point costs apply (point given in doubled coordinates)

const DX: StaticArray<i32> = [1, -1, 0, 0, 1, -1, 1, -1];
const DY: StaticArray<i32> = [0, 0, 1, -1, 1, 1, -1, -1];
const UNSET: i32 = 0x3fffffff;

let curStamp: i32 = 0;
let lastStart: i32 = -1;
let lastRule: i32 = 0;

function distOf(s: i32): i32 {
  return load<i32>(pStamp + ((<usize>s) << 2)) == curStamp ? load<i32>(pDist + ((<usize>s) << 2)) : UNSET;
}

function heuristic(x: i32, y: i32, parity: i32, gx: i32, gy: i32, rule: i32): i32 {
  const ax = abs(x - gx);
  const ay = abs(y - gy);
  const hi = max(ax, ay);
  if (rule == RULE_5E) return hi;
  // Exact 5-10-5 distance on open ground: every second diagonal counts twice.
  return hi + ((min(ax, ay) + parity) >> 1);
}

// The shared search. goal < 0: plain Dijkstra bounded by `limit`; otherwise A* stopping at the goal.
function search(
  start: i32,
  size: i32,
  limit: i32,
  rule: i32,
  opts: i32,
  tx2: i32,
  ty2: i32,
  goal: i32,
  gx: i32,
  gy: i32,
): i32 {
  curStamp = nextStamp();
  lastStart = start;
  lastRule = rule;
  const off0 = 1;
  const off2 = PW;
  const toward = (opts & OPT_TOWARD) != 0;
  const squeezeOnly = (opts & OPT_SQUEEZE_ONLY) != 0;
  const star = goal >= 0;
  store<i32>(pStamp + ((<usize>start) << 2), curStamp);
  store<i32>(pDist + ((<usize>start) << 2), 0);
  store<i32>(pParent + ((<usize>start) << 2), -1);
  const sx = (start % PW) - 1;
  const sy = start / PW - 1;
  queueReset(star ? heuristic(sx, sy, 0, gx, gy, rule) : 0);
  queuePush(start, star ? heuristic(sx, sy, 0, gx, gy, rule) : 0);
  for (let s = queuePop(); s >= 0; s = queuePop()) {
    const parity = s >= PN ? 1 : 0;
    const p = s - parity * PN;
    if (p == goal) return s;
    const d = load<i32>(pDist + ((<usize>s) << 2));
    let x = 0;
    let y = 0;
    let here: i32 = 0;
    if (toward || star) {
      y = p / PW - 1;
      x = p - (y + 1) * PW - 1;
      if (toward) {
        const cx = 2 * x + size - tx2;
        const cy = 2 * y + size - ty2;
        here = cx * cx + cy * cy;
      }
    }
    for (let k = 0; k < 8; k++) {
      const dx = unchecked(DX[k]);
      const dy = unchecked(DY[k]);
      const q = p + dx * off0 + dy * off2;
      const info = <u32>load<u16>(pInfo + ((<usize>q) << 1));
      if ((info & I_FITS) != I_FITS) continue;
      let len = 1;
      let np = parity;
      if (k >= 4) {
        // No cutting past a wall's corner (or, as an option, no squeezing between two).
        const a = (<u32>load<u16>(pInfo + ((<usize>(p + dx)) << 1)) & I_NOWALL) != 0;
        const b = (<u32>load<u16>(pInfo + ((<usize>(p + dy * off2)) << 1)) & I_NOWALL) != 0;
        if (squeezeOnly ? !a && !b : !a || !b) continue;
        if (rule == RULE_5105) {
          len = parity + 1;
          np = parity ^ 1;
        }
      }
      let m = <i32>(info & 0xf);
      let halves = (info & I_HALVES) != 0;
      if (toward) {
        const cx = 2 * (x + dx) + size - tx2;
        const cy = 2 * (y + dy) + size - ty2;
        if (cx * cx + cy * cy < here) {
          const t = <i32>((info >> I_TMULT_SHIFT) & 0xf);
          if (t > m) m = t;
          if (info & I_THALVES) halves = true;
        }
      }
      if (halves) m <<= 1;
      const nd = d + m * len;
      if (nd > limit) continue;
      const ns = q + np * PN;
      const old = distOf(ns);
      if (nd >= old) continue;
      if (old != UNSET) queueRemove(ns);
      store<i32>(pStamp + ((<usize>ns) << 2), curStamp);
      store<i32>(pDist + ((<usize>ns) << 2), nd);
      store<i32>(pParent + ((<usize>ns) << 2), s);
      queuePush(ns, star ? nd + heuristic(x + dx, y + dy, np, gx, gy, rule) : nd);
    }
  }
  return -1;
}

/** Checks a footprint position; 0 when it lies on the board. */
function badPlace(x: i32, y: i32, size: i32): bool {
  return size < 1 || size > 4 || x < 0 || y < 0 || x + size > W || y + size > H;
}

/**
 * Every top-left cell the footprint can end on with `budget`: pOut holds the cost there, -1 elsewhere.
 * Returns how many cells it can end on, or -1 on bad input.
 */
export function reach(x: i32, y: i32, size: i32, budget: i32, rule: i32, opts: i32, tx2: i32, ty2: i32): i32 {
  if (badPlace(x, y, size) || budget < 0 || budget > 1 << 24 || rule < 0 || rule > 1) return -1;
  const x0 = max(0, x - budget);
  const y0 = max(0, y - budget);
  const x1 = min(W - size, x + budget);
  const y1 = min(H - size, y + budget);
  fillInfo(x0, y0, x1, y1, size);
  const start = padded(x, y);
  search(start, size, budget, rule, opts, tx2, ty2, -1, 0, 0);
  memory.fill(pOut, 0xff, (<usize>N) << 2);
  let count = 0;
  for (let cy = y0; cy <= y1; cy++) {
    let p = padded(x0, cy);
    let o = pOut + ((<usize>(cy * W + x0)) << 2);
    for (let cx = x0; cx <= x1; cx++, p++, o += 4) {
      let best = distOf(p);
      if (rule == RULE_5105) best = min(best, distOf(p + PN));
      if (best == UNSET) continue;
      const info = <u32>load<u16>(pInfo + ((<usize>p) << 1));
      if (p != start && (info & I_NOALLY) == 0) continue;
      store<i32>(o, best);
      count++;
    }
  }
  return count;
}

/**
 * One optimal path for the footprint to put its top-left on (gx, gy), costing at most `limit`.
 * Returns the cost (the path is then read with pathTo(gx, gy)), -1 when unreachable, -2 on bad input.
 */
export function route(
  x: i32,
  y: i32,
  size: i32,
  gx: i32,
  gy: i32,
  limit: i32,
  rule: i32,
  opts: i32,
  tx2: i32,
  ty2: i32,
): i32 {
  if (badPlace(x, y, size) || badPlace(gx, gy, size) || limit < 0 || rule < 0 || rule > 1) return -2;
  fillInfo(0, 0, W - size, H - size, size);
  const goal = padded(gx, gy);
  const start = padded(x, y);
  if (goal != start && (<u32>load<u16>(pInfo + ((<usize>goal) << 1)) & (I_FITS | I_NOALLY)) != (I_FITS | I_NOALLY))
    return -1;
  const s = search(start, size, limit, rule, opts, tx2, ty2, goal, gx, gy);
  return s < 0 ? -1 : load<i32>(pDist + ((<usize>s) << 2));
}

/**
 * Writes into pPath the top-left cells (y * W + x) from the last search's start to (x, y), start first;
 * returns how many, or 0 when the last search did not reach it.
 */
export function pathTo(x: i32, y: i32): i32 {
  if (lastStart < 0 || x < 0 || y < 0 || x >= W || y >= H) return 0;
  const p = padded(x, y);
  let s = p;
  let best = distOf(p);
  if (lastRule == RULE_5105) {
    const odd = distOf(p + PN);
    if (odd < best) {
      best = odd;
      s = p + PN;
    }
  }
  if (best == UNSET) return 0;
  let n = 0;
  for (let t = s; t >= 0; t = load<i32>(pParent + ((<usize>t) << 2))) n++;
  let i = n;
  for (let t = s; t >= 0; t = load<i32>(pParent + ((<usize>t) << 2))) {
    const q = t >= PN ? t - PN : t;
    const qy = q / PW - 1;
    const qx = q - (qy + 1) * PW - 1;
    i--;
    store<i32>(pPath + ((<usize>i) << 2), qy * W + qx);
  }
  return n;
}
