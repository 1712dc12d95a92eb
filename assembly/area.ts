// Area coverage. Convention (docs/geometry.md): a cell is covered when its centre lies inside the shape,
// with lengths measured the way the board measures distance (5e: a diagonal is one cell; or 5-10-5).
// Shapes are painted into pMask (1) and, for copies, a bit per copy into pLabel; several calls build a
// union. Points are in doubled coordinates, so cell and footprint centres are whole numbers.
import { F_EFFECT, H, N, pLabel, pMask, pMask2, pOcc, pResult, W } from "./board";
import { gridDistance } from "./distance";
import { fovInto } from "./sight";

/** Clears the mask and copy labels before painting a new area. */
export function areaClear(): void {
  memory.fill(pMask, 0, <usize>N);
  memory.fill(pLabel, 0, (<usize>N) << 1);
}

let useEffect = false;

// Line of effect from a footprint: cells it sees past F_EFFECT cells, marked in pMask2.
function effectFrom(x: i32, y: i32, size: i32, r: i32, rule: i32, loe: bool): void {
  useEffect = loe;
  if (!loe) return;
  memory.fill(pMask2, 0, <usize>N);
  fovInto(pMask2, x, y, size, r, rule, F_EFFECT, 1);
}

function paint(x: i32, y: i32, label: u16): void {
  const c = <usize>(y * W + x);
  if (useEffect && load<u8>(pMask2 + c) == 0) return;
  store<u8>(pMask + c, 1);
  store<u16>(pLabel + (c << 1), load<u16>(pLabel + (c << 1)) | label);
}

// Grid distance from a cell to the nearest cell of a footprint.
function distToFootprint(x: i32, y: i32, fx: i32, fy: i32, fs: i32, rule: i32): i32 {
  const dx = x < fx ? fx - x : x >= fx + fs ? x - (fx + fs - 1) : 0;
  const dy = y < fy ? fy - y : y >= fy + fs ? y - (fy + fs - 1) : 0;
  return gridDistance(dx, dy, rule);
}

/**
 * Burst / sphere: every cell within `r` of the footprint (a single cell when fs = 1); with `inner` >= 0,
 * only cells farther than `inner` (a ring). `loe`: only cells the footprint has line of effect to.
 */
export function areaBurst(fx: i32, fy: i32, fs: i32, r: i32, inner: i32, rule: i32, loe: bool, label: u16): void {
  effectFrom(fx, fy, fs, r, rule, loe);
  const x0 = max(0, fx - r);
  const y0 = max(0, fy - r);
  const x1 = min(W - 1, fx + fs - 1 + r);
  const y1 = min(H - 1, fy + fs - 1 + r);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = distToFootprint(x, y, fx, fy, fs, rule);
      if (d <= r && d > inner) paint(x, y, label);
    }
  }
}

/**
 * Cone from a footprint toward the point (ax2, ay2): cells outside the footprint, within `len` of it,
 * whose centre is within the cone's half-angle of atan(1/2) (its width at any distance equals that distance).
 */
export function areaCone(
  fx: i32,
  fy: i32,
  fs: i32,
  ax2: i32,
  ay2: i32,
  len: i32,
  rule: i32,
  loe: bool,
  label: u16,
): void {
  effectFrom(fx, fy, fs, len, rule, loe);
  const ox = 2 * fx + fs;
  const oy = 2 * fy + fs;
  const dx = <i64>(ax2 - ox);
  const dy = <i64>(ay2 - oy);
  if (dx == 0 && dy == 0) return;
  const x0 = max(0, fx - len);
  const y0 = max(0, fy - len);
  const x1 = min(W - 1, fx + fs - 1 + len);
  const y1 = min(H - 1, fy + fs - 1 + len);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (x >= fx && x < fx + fs && y >= fy && y < fy + fs) continue;
      if (distToFootprint(x, y, fx, fy, fs, rule) > len) continue;
      const vx = <i64>(2 * x + 1 - ox);
      const vy = <i64>(2 * y + 1 - oy);
      const dot = vx * dx + vy * dy;
      const cross = vx * dy - vy * dx;
      if (dot > 0 && 2 * abs(cross) <= dot) paint(x, y, label);
    }
  }
}

/**
 * A strip from point (px2, py2) along direction (dx2, dy2): cells whose centre lies along it in
 * (a0h / 2, a1h / 2] cells (length measured as the board measures distance) and across it in
 * (-width / 2, width / 2] cells, the positive side being where `side` points (+1 or -1: left or right).
 * Lines, walls and toward-walls are all strips. `loe` footprint: (fx, fy, fs), or fs = 0 for none.
 */
export function areaStrip(
  px2: i32,
  py2: i32,
  dx2: i32,
  dy2: i32,
  a0h: i32,
  a1h: i32,
  width: i32,
  side: i32,
  rule: i32,
  fx: i32,
  fy: i32,
  fs: i32,
  label: u16,
): void {
  if (dx2 == 0 && dy2 == 0) return;
  effectFrom(fx, fy, fs, (a1h >> 1) + fs + 1, rule, fs > 0);
  const ddx = <f64>dx2;
  const ddy = <f64>dy2;
  const adx = abs(ddx);
  const ady = abs(ddy);
  // Twice the grid length of the direction vector: max (5e) or max + min / 2 (5-10-5).
  const g2 = rule == 0 ? 2 * max(adx, ady) : 2 * max(adx, ady) + min(adx, ady);
  const len2 = ddx * ddx + ddy * ddy;
  const D = 4 * len2;
  const w2 = <f64>width * <f64>width * len2;
  // Bounding box: the strip lies within its far end plus its half-width of the start point.
  const reach = (max(abs(a0h), abs(a1h)) >> 1) + width + 2;
  const cx = px2 >> 1;
  const cy = py2 >> 1;
  const x0 = max(0, cx - reach);
  const y0 = max(0, cy - reach);
  const x1 = min(W - 1, cx + reach);
  const y1 = min(H - 1, cy + reach);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const vx = <f64>(2 * x + 1 - px2);
      const vy = <f64>(2 * y + 1 - py2);
      // Along, in cells of grid length: (v·d) * g2 / D; compared exactly after scaling.
      const A = 2 * (vx * ddx + vy * ddy) * g2;
      if (A <= <f64>a0h * D || A > <f64>a1h * D) continue;
      // Across, in cells: cross / (2|d|); inside (-w/2, w/2] means -w|d| < cross <= w|d|.
      const cross = (vx * ddy - vy * ddx) * <f64>side;
      const c2 = cross * cross;
      if (cross > 0 && c2 > w2) continue;
      if (cross <= 0 && c2 >= w2) continue;
      paint(x, y, label);
    }
  }
}

/** A box: the rectangle [x0, x0 + w) × [y0, y0 + h), clipped to the board. */
export function areaRect(x0: i32, y0: i32, w: i32, h: i32, label: u16): void {
  useEffect = false;
  for (let y = max(0, y0); y < min(H, y0 + h); y++)
    for (let x = max(0, x0); x < min(W, x0 + w); x++) paint(x, y, label);
}

/** How many cells the mask holds; pResult[0..8) gets a 256-bit set of the occupants standing in it. */
export function areaCount(): i32 {
  for (let i = 0; i < 8; i++) store<i32>(pResult + ((<usize>i) << 2), 0);
  let n = 0;
  for (let c = 0; c < N; c++) {
    if (load<u8>(pMask + <usize>c) == 0) continue;
    n++;
    const o = <i32>load<u8>(pOcc + <usize>c);
    if (o != 0) {
      const p = pResult + ((<usize>(o >> 5)) << 2);
      store<i32>(p, load<i32>(p) | (1 << (o & 31)));
    }
  }
  return n;
}

/**
 * For copies painted with label bits 1 << i: pResult[8 + i] gets the bits of every copy that overlaps or
 * touches copy i (shares a cell or an edge or corner with it).
 */
export function areaTouching(copies: i32): void {
  for (let i = 0; i < copies; i++) store<i32>(pResult + ((<usize>(8 + i)) << 2), 0);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const l = <i32>load<u16>(pLabel + ((<usize>(y * W + x)) << 1));
      if (l == 0) continue;
      let near = 0;
      for (let j = max(0, y - 1); j <= min(H - 1, y + 1); j++)
        for (let i = max(0, x - 1); i <= min(W - 1, x + 1); i++)
          near |= <i32>load<u16>(pLabel + ((<usize>(j * W + i)) << 1));
      for (let k = 0; k < copies; k++) {
        if (l & (1 << k)) {
          const p = pResult + ((<usize>(8 + k)) << 2);
          store<i32>(p, load<i32>(p) | near);
        }
      }
    }
  }
}

/**
 * 1.200 wall sections: labels each cell of the mask just painted (a wall's strip or ring) in pMask2 with its
 * section + 1 (0 outside), capped at 255. A strip (`ring` 0, painted from (px2, py2) along (dx2, dy2) from `a0h`
 * half-cells) is cut every `every` cells along its length, from its start; a ring (`ring` 1, centred on the cell
 * (px2, py2) doubled) into `every` equal arcs (the section count), counted from due west clockwise on screen.
 * Returns how many sections hold a cell.
 */
export function areaSections(px2: i32, py2: i32, dx2: i32, dy2: i32, a0h: i32, every: i32, rule: i32, ring: i32): i32 {
  memory.fill(pMask2, 0, <usize>N);
  if (every < 1) return 0;
  const ddx = <f64>dx2;
  const ddy = <f64>dy2;
  const adx = abs(ddx);
  const ady = abs(ddy);
  // As areaStrip measures along: twice the grid length of the direction, over four times its squared length.
  const g2 = rule == 0 ? 2 * max(adx, ady) : 2 * max(adx, ady) + min(adx, ady);
  const D = 4 * (ddx * ddx + ddy * ddy);
  let most = 0;
  for (let c = 0; c < N; c++) {
    if (load<u8>(pMask + <usize>c) == 0) continue;
    const vx = <f64>(2 * (c % W) + 1 - px2);
    const vy = <f64>(2 * (c / W) + 1 - py2);
    let s: i32 = 0;
    if (ring != 0) {
      // The angle from due west, in turns, split into `every` arcs.
      const turn = (Math.atan2(vy, vx) + Math.PI) / (2 * Math.PI);
      s = min(every - 1, <i32>Math.floor(turn * <f64>every));
    } else if (D > 0) {
      // Half-cells past the strip's start: (0, length]; a cut falls at the end of the section before it.
      const along = 2 * (vx * ddx + vy * ddy) * g2 - <f64>a0h * D;
      s = max(0, <i32>Math.ceil(along / (<f64>(2 * every) * D)) - 1);
    }
    s = min(s, 254);
    store<u8>(pMask2 + <usize>c, <u8>(s + 1));
    if (s + 1 > most) most = s + 1;
  }
  return most;
}
