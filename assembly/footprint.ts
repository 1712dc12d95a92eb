// Step information of a creature footprint (size × size cells, top-left at a cell), precomputed per
// query over the window the query can touch, in the padded grid, so the search loop reads one u16.
import {
  F_GROWTH,
  F_HALVES,
  F_MOVE,
  F_TOWARD_HALVES,
  H,
  PW,
  pCost,
  pFlags,
  pInfo,
  pOcc,
  pRel,
  pToward,
  REL_ALLY,
  REL_BLOCK,
  W,
} from "./board";

export const I_MULT: u32 = 0x1f; // step cost multiplier (1..10, doubled by halvesSpeed): bits 0..4
export const I_TMULT_SHIFT: u32 = 5; // the same on a step toward the point: bits 5..9
export const I_NOWALL: u32 = 0x400; // inside the board and no wall under it
export const I_NOBLOCK: u32 = 0x800; // no one it may not pass through
export const I_NOALLY: u32 = 0x1000; // no one it may not end on
export const I_FITS: u32 = I_NOWALL | I_NOBLOCK;

export function padded(x: i32, y: i32): i32 {
  return (y + 1) * PW + x + 1;
}

/** Step info of the footprint with its top-left at (x, y); 0 when it does not lie on the board. */
export function infoAt(x: i32, y: i32, size: i32): u32 {
  if (x < 0 || y < 0 || x + size > W || y + size > H) return 0;
  let mult: u32 = 1;
  let tmult: u32 = 1;
  let bits: u32 = I_NOWALL | I_NOBLOCK | I_NOALLY;
  let halves = false;
  let thalves = false;
  for (let j = 0; j < size; j++) {
    let c = (y + j) * W + x;
    for (let i = 0; i < size; i++, c++) {
      const f = <u32>load<u8>(pFlags + <usize>c);
      let m = <u32>load<u8>(pCost + <usize>c);
      // Growth doubles entry cost but never beyond other rough ground (1.318): a floor of 2.
      if (f & F_GROWTH && m < 2) m = 2;
      if (m > mult) mult = m;
      const t = <u32>load<u8>(pToward + <usize>c);
      if (t > tmult) tmult = t;
      if (f & F_HALVES) halves = true;
      if (f & F_TOWARD_HALVES) thalves = true;
      if (f & F_MOVE) bits &= ~I_NOWALL;
      const o = load<u8>(pOcc + <usize>c);
      if (o != 0) {
        const r = load<u8>(pRel + <usize>o);
        if (r == REL_BLOCK) bits &= ~I_NOBLOCK;
        else if (r == REL_ALLY) bits &= ~I_NOALLY;
      }
    }
  }
  // Toward the point the larger multiplier applies (never stacking), and either halving doubles it.
  if (tmult < mult) tmult = mult;
  if (halves) mult <<= 1;
  if (halves || thalves) tmult <<= 1;
  return bits | mult | (tmult << I_TMULT_SHIFT);
}

// One cell (the common 1×1 walker), without the footprint loops.
function infoOne(c: usize): u32 {
  const f = <u32>load<u8>(pFlags + c);
  let m = <u32>load<u8>(pCost + c);
  if (f & F_GROWTH && m < 2) m = 2;
  let t = <u32>load<u8>(pToward + c);
  if (t < m) t = m;
  let bits: u32 = f & F_MOVE ? I_NOBLOCK | I_NOALLY : I_NOWALL | I_NOBLOCK | I_NOALLY;
  const o = load<u8>(pOcc + c);
  if (o != 0) {
    const r = load<u8>(pRel + <usize>o);
    if (r == REL_BLOCK) bits &= ~I_NOBLOCK;
    else if (r == REL_ALLY) bits &= ~I_NOALLY;
  }
  if (f & F_HALVES) m <<= 1;
  if (f & (F_HALVES | F_TOWARD_HALVES)) t <<= 1;
  return bits | m | (t << I_TMULT_SHIFT);
}

/** Fills step info for top-left positions in [x0,x1]×[y0,y1] (clipped) and zero on the ring around it. */
export function fillInfo(x0: i32, y0: i32, x1: i32, y1: i32, size: i32): void {
  const ax = max(x0 - 1, -1);
  const ay = max(y0 - 1, -1);
  const bx = min(x1 + 1, W);
  const by = min(y1 + 1, H);
  for (let y = ay; y <= by; y++) {
    const row = pInfo + ((<usize>padded(ax, y)) << 1);
    if (y < y0 || y > y1) {
      memory.fill(row, 0, (<usize>(bx - ax + 1)) << 1);
      continue;
    }
    for (let x = ax; x <= bx; x++) {
      const v = x >= x0 && x <= x1 ? (size == 1 ? infoOne(<usize>(y * W + x)) : infoAt(x, y, size)) : 0;
      store<u16>(row + ((<usize>(x - ax)) << 1), <u16>v);
    }
  }
}
