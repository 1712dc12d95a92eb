// Walking: every cell a footprint can end on within a budget (Dijkstra over a bucket queue) and one
// optimal path to a goal (A* over the same steps). Costs are in cells of movement (5 ft in 5e).
// States are padded cells; under the 5-10-5 rule a second copy of the grid holds "an odd number of
// diagonals so far", because the next diagonal then costs 2.
import { OPT_SQUEEZE_ONLY, OPT_TOWARD, RULE_5E, RULE_5105 } from "./abi";
import { H, N, PN, PW, pDist, pInfo, pOut, pParent, pPath, W } from "./board";
import { fillInfo, I_FITS, I_MULT, I_NOALLY, I_NOWALL, I_TMULT_SHIFT, infoAt, padded } from "./footprint";
import { Queue, queuePop, queuePush, queueReset } from "./queue";

// dist holds UNSET (every byte 0x3f) outside what the current search reached: each search fills the
// rows of its window first, so no per-state stamp is read in the loop.
const UNSET: i32 = 0x3f3f3f3f;

let lastStart: i32 = -1;
let lastRule: i32 = 0;

// When set, step info is 0 until first needed (then worked out, with bit 15 set so it is not redone).
let lazyInfo = false;
let lazySize: i32 = 1;

// biome-ignore lint/complexity/noStaticOnlyClass: AssemblyScript inlines only decorated class members.
class Info {
  @inline static at(q: i32): u32 {
    const v = <u32>load<u16>(pInfo + ((<usize>q) << 1));
    return lazyInfo && v == 0 ? Info.work(q) : v;
  }

  static work(q: i32): u32 {
    const y = q / PW - 1;
    const x = q - (y + 1) * PW - 1;
    const v = infoAt(x, y, lazySize) | 0x8000;
    store<u16>(pInfo + ((<usize>q) << 1), <u16>v);
    return v;
  }
}

// Per-search constants and the state being expanded, shared with relax().
let sLimit: i32 = 0;
let sStar = false;
let sGx: i32 = 0;
let sGy: i32 = 0;
let sRule: i32 = 0;
let sToward = false;
let sTx2: i32 = 0;
let sTy2: i32 = 0;
let sSize: i32 = 0;
let sHere: i32 = 0;
let sX: i32 = 0;
let sY: i32 = 0;
let sD: i32 = 0;
let sS: i32 = 0;
let sParity: i32 = 0;

function distOf(s: i32): i32 {
  return load<i32>(pDist + ((<usize>s) << 2));
}

function heuristic(x: i32, y: i32, parity: i32): i32 {
  const ax = abs(x - sGx);
  const ay = abs(y - sGy);
  const hi = max(ax, ay);
  if (sRule == RULE_5E) return hi;
  // Exact 5-10-5 distance on open ground: every second diagonal counts twice.
  return hi + ((min(ax, ay) + parity) >> 1);
}

/** Fills dist with UNSET over padded rows y0 - 1 .. y1 + 1 (both parities under 5-10-5). */
function clearWindow(y0: i32, y1: i32, rule: i32): void {
  const a = (<usize>(y0 * PW)) << 2; // padded row y0 - 1 + 1
  const bytes = (<usize>((y1 - y0 + 3) * PW)) << 2;
  memory.fill(pDist + a, 0x3f, bytes);
  if (rule == RULE_5105) memory.fill(pDist + ((<usize>PN) << 2) + a, 0x3f, bytes);
}

// Tries the step to padded cell q (step info `info`, direction dx, dy).
// Inlined into the search loop by the compiler (AssemblyScript's @inline goes on class members).
// biome-ignore lint/complexity/noStaticOnlyClass: AssemblyScript inlines only decorated class members.
class Step {
  // flood5e's step into q: reached cells are final, so they are skipped before anything else is read.
  @inline static enter(s: i32, q: i32, info: u32, d: i32, limit: i32): void {
    if (load<i32>(pDist + ((<usize>q) << 2)) != UNSET || (info & I_FITS) != I_FITS) return;
    const nd = d + <i32>(info & I_MULT);
    if (nd > limit) return;
    store<i32>(pDist + ((<usize>q) << 2), nd);
    store<i32>(pParent + ((<usize>q) << 2), s);
    Queue.push(q, nd);
  }

  @inline static enterDiagonal(s: i32, q: i32, d: i32, limit: i32): void {
    if (load<i32>(pDist + ((<usize>q) << 2)) != UNSET) return;
    const info = <u32>load<u16>(pInfo + ((<usize>q) << 1));
    if ((info & I_FITS) != I_FITS) return;
    const nd = d + <i32>(info & I_MULT);
    if (nd > limit) return;
    store<i32>(pDist + ((<usize>q) << 2), nd);
    store<i32>(pParent + ((<usize>q) << 2), s);
    Queue.push(q, nd);
  }

  @inline static relax(q: i32, info: u32, dx: i32, dy: i32, diagonal: bool): void {
    let len = 1;
    let np = sParity;
    if (diagonal && sRule == RULE_5105) {
      len = sParity + 1;
      np = sParity ^ 1;
    }
    let m = <i32>(info & I_MULT);
    if (sToward) {
      const cx = 2 * (sX + dx) + sSize - sTx2;
      const cy = 2 * (sY + dy) + sSize - sTy2;
      if (cx * cx + cy * cy < sHere) m = <i32>((info >> I_TMULT_SHIFT) & I_MULT);
    }
    const nd = sD + m * len;
    if (nd > sLimit) return;
    const ns = q + np * PN;
    const old = distOf(ns);
    if (nd >= old) return;
    if (old != UNSET) Queue.remove(ns);
    store<i32>(pDist + ((<usize>ns) << 2), nd);
    store<i32>(pParent + ((<usize>ns) << 2), sS);
    Queue.push(ns, sStar ? nd + heuristic(sX + dx, sY + dy, np) : nd);
  }
}

// Dijkstra under 5e diagonals with no toward point: a step's cost depends only on the cell entered, so
// the first time a cell is reached (from the nearest settled neighbour) is final, and a reached cell is
// never looked at again. Same answers as the general loop, with fewer loads per neighbour.
function flood5e(limit: i32, squeezeOnly: bool): i32 {
  const pw = PW;
  for (let s = queuePop(); s >= 0; s = queuePop()) {
    const d = distOf(s);
    const e = <u32>load<u16>(pInfo + ((<usize>(s + 1)) << 1));
    const w = <u32>load<u16>(pInfo + ((<usize>(s - 1)) << 1));
    const so = <u32>load<u16>(pInfo + ((<usize>(s + pw)) << 1));
    const n = <u32>load<u16>(pInfo + ((<usize>(s - pw)) << 1));
    Step.enter(s, s + 1, e, d, limit);
    Step.enter(s, s - 1, w, d, limit);
    Step.enter(s, s + pw, so, d, limit);
    Step.enter(s, s - pw, n, d, limit);
    const we = (e & I_NOWALL) != 0;
    const ww = (w & I_NOWALL) != 0;
    const ws = (so & I_NOWALL) != 0;
    const wn = (n & I_NOWALL) != 0;
    if (squeezeOnly ? we || ws : we && ws) Step.enterDiagonal(s, s + pw + 1, d, limit);
    if (squeezeOnly ? ww || ws : ww && ws) Step.enterDiagonal(s, s + pw - 1, d, limit);
    if (squeezeOnly ? we || wn : we && wn) Step.enterDiagonal(s, s - pw + 1, d, limit);
    if (squeezeOnly ? ww || wn : ww && wn) Step.enterDiagonal(s, s - pw - 1, d, limit);
  }
  return -1;
}

// The shared search. goal < 0: plain Dijkstra bounded by `limit`; otherwise A* stopping at the goal.
// The caller has filled step info and cleared dist over the window.
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
  lastStart = start;
  lastRule = rule;
  sLimit = limit;
  sStar = goal >= 0;
  sGx = gx;
  sGy = gy;
  sRule = rule;
  sToward = (opts & OPT_TOWARD) != 0;
  sTx2 = tx2;
  sTy2 = ty2;
  sSize = size;
  const squeezeOnly = (opts & OPT_SQUEEZE_ONLY) != 0;
  const needXY = sToward || sStar;
  store<i32>(pDist + ((<usize>start) << 2), 0);
  store<i32>(pParent + ((<usize>start) << 2), -1);
  const sy = start / PW - 1;
  const sx = start - (sy + 1) * PW - 1;
  sX = sx;
  sY = sy;
  const h0 = sStar ? heuristic(sx, sy, 0) : 0;
  queueReset(h0);
  queuePush(start, h0);
  const pw = PW;
  if (rule == RULE_5E && !needXY) return flood5e(limit, squeezeOnly);
  for (let s = queuePop(); s >= 0; s = queuePop()) {
    const parity = s >= PN ? 1 : 0;
    const p = s - parity * PN;
    if (p == goal) return s;
    sS = s;
    sParity = parity;
    sD = distOf(s);
    if (needXY) {
      sY = p / pw - 1;
      sX = p - (sY + 1) * pw - 1;
      if (sToward) {
        const cx = 2 * sX + size - tx2;
        const cy = 2 * sY + size - ty2;
        sHere = cx * cx + cy * cy;
      }
    }
    const e = Info.at(p + 1);
    const w = Info.at(p - 1);
    const so = Info.at(p + pw);
    const n = Info.at(p - pw);
    if ((e & I_FITS) == I_FITS) Step.relax(p + 1, e, 1, 0, false);
    if ((w & I_FITS) == I_FITS) Step.relax(p - 1, w, -1, 0, false);
    if ((so & I_FITS) == I_FITS) Step.relax(p + pw, so, 0, 1, false);
    if ((n & I_FITS) == I_FITS) Step.relax(p - pw, n, 0, -1, false);
    // Diagonals: no cutting past a wall's corner (or, as an option, no squeezing between two).
    const we = (e & I_NOWALL) != 0;
    const ww = (w & I_NOWALL) != 0;
    const ws = (so & I_NOWALL) != 0;
    const wn = (n & I_NOWALL) != 0;
    if (squeezeOnly ? we || ws : we && ws) {
      const i = Info.at(p + pw + 1);
      if ((i & I_FITS) == I_FITS) Step.relax(p + pw + 1, i, 1, 1, true);
    }
    if (squeezeOnly ? ww || ws : ww && ws) {
      const i = Info.at(p + pw - 1);
      if ((i & I_FITS) == I_FITS) Step.relax(p + pw - 1, i, -1, 1, true);
    }
    if (squeezeOnly ? we || wn : we && wn) {
      const i = Info.at(p - pw + 1);
      if ((i & I_FITS) == I_FITS) Step.relax(p - pw + 1, i, 1, -1, true);
    }
    if (squeezeOnly ? ww || wn : ww && wn) {
      const i = Info.at(p - pw - 1);
      if ((i & I_FITS) == I_FITS) Step.relax(p - pw - 1, i, -1, -1, true);
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
  lazyInfo = false;
  fillInfo(x0, y0, x1, y1, size);
  clearWindow(y0, y1, rule);
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
  // A* looks at a fraction of the board: step info is worked out the first time a cell is looked at.
  memory.fill(pInfo, 0, (<usize>PN) << 1);
  lazyInfo = true;
  lazySize = size;
  clearWindow(0, H - size, rule);
  const goal = padded(gx, gy);
  const start = padded(x, y);
  if (goal != start && (Info.at(goal) & (I_FITS | I_NOALLY)) != (I_FITS | I_NOALLY)) return -1;
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
