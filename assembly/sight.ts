// Line of sight, field of view, cover and the cells between two creatures.
//
// Sight model (symmetric by construction): cell A sees cell B when the segment between their centres,
// sampled once per row (or column) along its longer axis, never lands inside a blocking cell; landing
// exactly on the edge between two cells is blocked only when both block. The same segment read from B
// lands on the same points, so sight is symmetric. fieldOfView computes exactly this set for every cell
// at once with symmetric shadowcasting (rows of a quadrant, sectors narrowed by blocking runs).
import { H, pFlags, pMask, pMask2, pNext, pOcc, pPath, pRel, pResult, pStamp, REL_BLOCK, W } from "./board";
import { gridDistance } from "./distance";

let blockMask: u8 = 0;

function blocks(x: i32, y: i32): bool {
  return (load<u8>(pFlags + <usize>(y * W + x)) & blockMask) != 0;
}

function floorDiv(a: i32, b: i32): i32 {
  const q = a / b;
  return a % b != 0 && a < 0 != b < 0 ? q - 1 : q;
}

/** Whether the centre of (ax, ay) sees the centre of (bx, by) past cells whose flags meet `mask`. */
export function clearLine(ax: i32, ay: i32, bx: i32, by: i32, mask: u8): bool {
  blockMask = mask;
  const dx = bx - ax;
  const dy = by - ay;
  const xMajor = abs(dx) >= abs(dy);
  const steps = xMajor ? abs(dx) : abs(dy);
  const sMajor = xMajor ? (dx < 0 ? -1 : 1) : dy < 0 ? -1 : 1;
  const minor = xMajor ? dy : dx;
  for (let i = 1; i < steps; i++) {
    const num = minor * i;
    const q = floorDiv(num, steps);
    const r2 = 2 * (num - q * steps); // twice the fractional part, in units of 1/steps
    const major = (xMajor ? ax : ay) + sMajor * i;
    const base = (xMajor ? ay : ax) + q;
    if (r2 == steps) {
      // Exactly between two cells: blocked only when both are.
      if (xMajor ? blocks(major, base) && blocks(major, base + 1) : blocks(base, major) && blocks(base + 1, major))
        return false;
    } else {
      const m = r2 > steps ? base + 1 : base;
      if (xMajor ? blocks(major, m) : blocks(m, major)) return false;
    }
  }
  return true;
}

/** Whether any cell of footprint A sees any cell of footprint B (1.194: the least obstructed cell counts). */
export function sees(ax: i32, ay: i32, as: i32, bx: i32, by: i32, bs: i32, mask: u8): bool {
  for (let j = 0; j < as; j++)
    for (let i = 0; i < as; i++)
      for (let l = 0; l < bs; l++)
        for (let k = 0; k < bs; k++) if (clearLine(ax + i, ay + j, bx + k, by + l, mask)) return true;
  return false;
}

// ---- Field of view: symmetric shadowcasting over four quadrants, rows kept on an explicit stack.

let ox: i32 = 0;
let oy: i32 = 0;
let quadrant: i32 = 0;
let radius: i32 = 0;
let rule: i32 = 0;

// The byte grid field of view reads blocking bits from: the cell flags, or a grid a query builds.
let grid: usize = 0;
let target: usize = 0;
// Quadrant geometry: a tile (depth, col) is cell origin + depth * stepDepth + col * stepCol.
let origin: i32 = 0;
let stepDepth: i32 = 0;
let stepCol: i32 = 0;
let colIsX = false;
// How many cells changed to the mark since fovOver began (a cell marked twice counts once).
let marked: i32 = 0;

// Rows on the stack: depth, start slope (num, den), end slope (num, den).
function pushRow(sp: usize, depth: i32, sn: i32, sd: i32, en: i32, ed: i32): usize {
  store<i32>(sp, depth);
  store<i32>(sp, sn, 4);
  store<i32>(sp, sd, 8);
  store<i32>(sp, en, 12);
  store<i32>(sp, ed, 16);
  return sp + 20;
}

function scanQuadrant(mark: u8): void {
  // How far the quadrant reaches on the board, so rows never step off it.
  let maxDepth = quadrant == 0 ? oy : quadrant == 1 ? W - 1 - ox : quadrant == 2 ? H - 1 - oy : ox;
  if (maxDepth > radius) maxDepth = radius;
  const colLo = quadrant == 0 || quadrant == 2 ? -ox : -oy;
  const colHi = quadrant == 0 || quadrant == 2 ? W - 1 - ox : H - 1 - oy;
  const stackBase = pNext;
  const stackEnd = pStamp;
  // Globals read into locals once: the loop below then keeps them in registers.
  const from = grid;
  const into = target;
  const blocking = blockMask;
  const measure = rule != 0;
  const far = radius;
  const byX = colIsX;
  let count = 0;
  let sp = pushRow(stackBase, 1, -1, 1, 1, 1);
  while (sp > stackBase) {
    sp -= 20;
    const depth = load<i32>(sp);
    let sn = load<i32>(sp, 4);
    let sd = load<i32>(sp, 8);
    const en = load<i32>(sp, 12);
    const ed = load<i32>(sp, 16);
    if (depth > maxDepth) continue;
    // Columns whose span meets the sector, edges included: a ray along the sector's edge passes between
    // the two cells there, and is blocked only if both block, so both must be looked at.
    // In f64: these small quotients are exact when whole and far from whole otherwise, so ceil and
    // floor round them exactly, without two integer divisions per row.
    let lo = <i32>Math.ceil(<f64>(2 * depth * sn - sd) / <f64>(2 * sd));
    let hi = <i32>Math.floor(<f64>(2 * depth * en + ed) / <f64>(2 * ed));
    if (lo < colLo) lo = colLo;
    if (hi > colHi) hi = colHi;
    let prev: i32 = -1; // -1 none, 0 floor, 1 wall
    let c = <usize>(origin + depth * stepDepth + lo * stepCol);
    const step = <usize>stepCol;
    let startAt = depth * sn; // the centre test col * sd >= depth * sn, kept as products
    const endAt = depth * en;
    for (let col = lo; col <= hi; col++, c += step) {
      const wall = (load<u8>(from + c) & blocking) != 0;
      // Symmetric: the tile's centre lies within the sector, edges included.
      if (col * sd >= startAt && col * ed <= endAt) {
        // Under 5e diagonals every tile of a row within the radius is within it; 5-10-5 must measure.
        if ((!measure || gridDistance(byX ? col : depth, byX ? depth : col, 1) <= far) && load<u8>(into + c) != mark) {
          store<u8>(into + c, mark);
          count++;
        }
      }
      if (prev == 1 && !wall) {
        sn = 2 * col - 1;
        sd = 2 * depth;
        startAt = depth * sn;
      }
      if (prev == 0 && wall && sp + 20 <= stackEnd) sp = pushRow(sp, depth + 1, sn, sd, 2 * col - 1, 2 * depth);
      prev = wall ? 1 : 0;
    }
    if (prev == 0 && sp + 20 <= stackEnd) sp = pushRow(sp, depth + 1, sn, sd, en, ed);
  }
  marked += count;
}

function fovFrom(x: i32, y: i32, mark: u8): void {
  ox = x;
  oy = y;
  origin = y * W + x;
  if (load<u8>(target + <usize>origin) != mark) {
    store<u8>(target + <usize>origin, mark);
    marked++;
  }
  for (quadrant = 0; quadrant < 4; quadrant++) {
    // 0 north, 1 east, 2 south, 3 west.
    colIsX = quadrant == 0 || quadrant == 2;
    stepCol = colIsX ? 1 : W;
    stepDepth = quadrant == 0 ? -W : quadrant == 1 ? 1 : quadrant == 2 ? W : -1;
    scanQuadrant(mark);
  }
}

/**
 * Marks in pMask (1) every cell seen from any cell of the footprint within `r` (grid distance under
 * `diagonals`), past cells whose flags meet `mask`. Only the window around the footprint is touched:
 * pResult[0..4) = x0, y0, x1, y1 of that window (inclusive); pMask is 0 elsewhere in it, and pMask2
 * holds the window packed row after row. Returns the count.
 */
export function fieldOfView(x: i32, y: i32, size: i32, r: i32, diagonals: i32, mask: u8): i32 {
  const x0 = max(0, x - r);
  const y0 = max(0, y - r);
  const x1 = min(W - 1, x + size - 1 + r);
  const y1 = min(H - 1, y + size - 1 + r);
  store<i32>(pResult, x0);
  store<i32>(pResult, y0, 4);
  store<i32>(pResult, x1, 8);
  store<i32>(pResult, y1, 12);
  const span = <usize>(x1 - x0 + 1);
  // Short rows: plain 8-byte stores beat a bulk-memory call per row.
  for (let j = y0; j <= y1; j++) {
    const row = pMask + <usize>(j * W + x0);
    let i: usize = 0;
    for (; i + 8 <= span; i += 8) store<u64>(row + i, 0);
    for (; i < span; i++) store<u8>(row + i, 0);
  }
  fovInto(pMask, x, y, size, r, diagonals, mask, 1);
  // The window, packed row after row into pMask2, so the caller copies it in one piece.
  let k: usize = pMask2;
  for (let j = y0; j <= y1; j++) {
    const row = pMask + <usize>(j * W + x0);
    let i: usize = 0;
    for (; i + 8 <= span; i += 8) store<u64>(k + i, load<u64>(row + i));
    for (; i < span; i++) store<u8>(k + i, load<u8>(row + i));
    k += span;
  }
  return marked;
}

/** Marks `mark` into the byte array at `into` for every cell seen, like fieldOfView, without clearing. */
export function fovInto(into: usize, x: i32, y: i32, size: i32, r: i32, diagonals: i32, mask: u8, mark: u8): void {
  fovOver(pFlags, into, x, y, size, r, diagonals, mask, mark);
}

/** fovInto reading blocking bits from another byte grid (`from`, one byte per cell). */
export function fovOver(
  from: usize,
  into: usize,
  x: i32,
  y: i32,
  size: i32,
  r: i32,
  diagonals: i32,
  mask: u8,
  mark: u8,
): void {
  grid = from;
  target = into;
  marked = 0;
  blockMask = mask;
  radius = r;
  rule = diagonals;
  for (let j = 0; j < size; j++) for (let i = 0; i < size; i++) fovFrom(x + i, y + j, mark);
}

// ---- Segments between lattice points (cover) or between centres (cells between two creatures).

let exAx: i32 = 0;
let exAy: i32 = 0;
let exAs: i32 = 0;
let exBx: i32 = 0;
let exBy: i32 = 0;
let exBs: i32 = 0;
let withCreatures = false;
let collected: i32 = 0;
let collecting = false;

function obstacle(x: i32, y: i32): bool {
  if (x < 0 || y < 0 || x >= W || y >= H) return false;
  if (x >= exAx && x < exAx + exAs && y >= exAy && y < exAy + exAs) return false;
  if (x >= exBx && x < exBx + exBs && y >= exBy && y < exBy + exBs) return false;
  if (collecting) {
    store<i32>(pPath + ((<usize>collected) << 2), y * W + x);
    collected++;
    return false;
  }
  const c = <usize>(y * W + x);
  if (load<u8>(pFlags + c) & blockMask) return true;
  if (withCreatures) {
    const o = load<u8>(pOcc + c);
    if (o != 0 && load<u8>(pRel + <usize>o) == REL_BLOCK) return true;
  }
  return false;
}

// Two cells the segment only touches (a shared corner, or an edge it runs along): an obstacle only when
// both are.
function pair(x0: i32, y0: i32, x1: i32, y1: i32, alongEdge: bool): bool {
  if (collecting) {
    // A cell touched only at a corner is not between; cells alongside an edge the line follows are.
    if (!alongEdge) return false;
    obstacle(x0, y0);
    obstacle(x1, y1);
    return false;
  }
  return obstacle(x0, y0) && obstacle(x1, y1);
}

/**
 * Walks the segment (X0,Y0)-(X1,Y1) in units where a cell is `u` wide (1: lattice points, 2: doubled
 * coordinates, so centres are whole numbers). Returns true at the first obstacle.
 */
function segment(X0: i32, Y0: i32, X1: i32, Y1: i32, u: i32): bool {
  if (X0 > X1) {
    let t = X0;
    X0 = X1;
    X1 = t;
    t = Y0;
    Y0 = Y1;
    Y1 = t;
  }
  const dx = X1 - X0;
  const dy = Y1 - Y0;
  if (dx == 0 && dy == 0) return false;
  if (dx == 0 || dy == 0) {
    // Axis-aligned: along a grid line it runs between two cells, otherwise through one row of cells.
    const vertical = dx == 0;
    const fixed = vertical ? X0 : Y0;
    const a = vertical ? min(Y0, Y1) : X0;
    const b = vertical ? max(Y0, Y1) : X1;
    const jLo = floorDiv(a, u);
    const jHi = -floorDiv(-b, u) - 1;
    const onLine = fixed % u == 0;
    const k = floorDiv(fixed, u);
    for (let j = jLo; j <= jHi; j++) {
      if (onLine) {
        if (vertical ? pair(k - 1, j, k, j, true) : pair(j, k - 1, j, k, true)) return true;
      } else if (vertical ? obstacle(k, j) : obstacle(j, k)) return true;
    }
    return false;
  }
  const iLo = floorDiv(X0, u);
  const iHi = -floorDiv(-X1, u) - 1;
  const ud = u * dx;
  for (let i = iLo; i <= iHi; i++) {
    const xa = max(X0, u * i);
    const xb = min(X1, u * (i + 1));
    if (xa >= xb) continue;
    // Corner point at the column's left edge, strictly inside the segment.
    if (xa == u * i && xa > X0) {
      const ys = Y0 * dx + (xa - X0) * dy;
      if (ys % ud == 0) {
        const y = ys / ud;
        if (dy > 0 ? pair(i - 1, y, i, y - 1, false) : pair(i - 1, y - 1, i, y, false)) return true;
      }
    }
    const ya = Y0 * dx + (xa - X0) * dy;
    const yb = Y0 * dx + (xb - X0) * dy;
    const lo = min(ya, yb);
    const hi = max(ya, yb);
    // Rows j whose open span (u*j, u*(j+1)) meets the open span (lo, hi), all scaled by dx.
    const jLo = floorDiv(lo, ud);
    const jHi = -floorDiv(-hi, ud) - 1;
    for (let j = jLo; j <= jHi; j++) if (obstacle(i, j)) return true;
  }
  return false;
}

/**
 * Cover of target B against attacker A by the DMG's corner rule: from the best corner of A's space,
 * lines to the four corners of B's least covered cell. Returns 0 none, 1 half (1-2 lines blocked),
 * 2 three-quarters (3), 3 total (4). Obstacles: cells whose flags meet `mask`, and occupants marked
 * REL_BLOCK when `creatures` is set; A's and B's own cells never count.
 */
export function cover(ax: i32, ay: i32, as: i32, bx: i32, by: i32, bs: i32, mask: u8, creatures: bool): i32 {
  blockMask = mask;
  withCreatures = creatures;
  collecting = false;
  exAx = ax;
  exAy = ay;
  exAs = as;
  exBx = bx;
  exBy = by;
  exBs = bs;
  let best = 4;
  for (let cy = ay; cy <= ay + as && best > 0; cy++) {
    for (let cx = ax; cx <= ax + as && best > 0; cx++) {
      for (let ty = by; ty < by + bs && best > 0; ty++) {
        for (let tx = bx; tx < bx + bs && best > 0; tx++) {
          let blocked = 0;
          for (let k = 0; k < 4 && blocked < best; k++) {
            if (segment(cx, cy, tx + (k & 1), ty + (k >> 1), 1)) blocked++;
          }
          if (blocked < best) best = blocked;
        }
      }
    }
  }
  return best == 0 ? 0 : best <= 2 ? 1 : best == 3 ? 2 : 3;
}

/**
 * The cells strictly between two footprints (1.190): every cell the segment between their centres
 * passes through, or runs alongside, apart from their own. Written to pPath; returns how many.
 */
export function between(ax: i32, ay: i32, as: i32, bx: i32, by: i32, bs: i32): i32 {
  exAx = ax;
  exAy = ay;
  exAs = as;
  exBx = bx;
  exBy = by;
  exBs = bs;
  collecting = true;
  collected = 0;
  segment(2 * ax + as, 2 * ay + as, 2 * bx + bs, 2 * by + bs, 2);
  collecting = false;
  // A cell met twice (alongside two runs) is listed once: drop repeats, keeping the order.
  let n = 0;
  for (let i = 0; i < collected; i++) {
    const c = load<i32>(pPath + ((<usize>i) << 2));
    let seen = false;
    for (let k = 0; k < n; k++) if (load<i32>(pPath + ((<usize>k) << 2)) == c) seen = true;
    if (!seen) {
      store<i32>(pPath + ((<usize>n) << 2), c);
      n++;
    }
  }
  return n;
}
