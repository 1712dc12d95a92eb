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

export const I_MULT: u32 = 0xf; // unconditional cost multiplier 1..10
export const I_HALVES: u32 = 0x10;
export const I_TMULT_SHIFT: u32 = 5; // toward-point multiplier in bits 5..8
export const I_THALVES: u32 = 0x200;
export const I_NOWALL: u32 = 0x400; // inside the board and no wall under it
export const I_NOBLOCK: u32 = 0x800; // no one it may not pass through
export const I_NOALLY: u32 = 0x1000; // no one it may not end on
export const I_FITS: u32 = I_NOWALL | I_NOBLOCK;

export function padded(x: i32, y: i32): i32 {
  return (y + 1) * PW + x + 1;
}

function infoAt(x: i32, y: i32, size: i32): u32 {
  if (x < 0 || y < 0 || x + size > W || y + size > H) return 0;
  let mult: u32 = 1;
  let tmult: u32 = 1;
  let bits: u32 = I_NOWALL | I_NOBLOCK | I_NOALLY;
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
      if (f & F_HALVES) bits |= I_HALVES;
      if (f & F_TOWARD_HALVES) bits |= I_THALVES;
      if (f & F_MOVE) bits &= ~I_NOWALL;
      const o = load<u8>(pOcc + <usize>c);
      if (o != 0) {
        const r = load<u8>(pRel + <usize>o);
        if (r == REL_BLOCK) bits &= ~I_NOBLOCK;
        else if (r == REL_ALLY) bits &= ~I_NOALLY;
      }
    }
  }
  return bits | mult | (tmult << I_TMULT_SHIFT);
}

/** Fills step info for top-left positions in [x0,x1]×[y0,y1] (clipped) and zero on the ring around it. */
export function fillInfo(x0: i32, y0: i32, x1: i32, y1: i32, size: i32): void {
  const ax = max(x0 - 1, -1);
  const ay = max(y0 - 1, -1);
  const bx = min(x1 + 1, W);
  const by = min(y1 + 1, H);
  for (let y = ay; y <= by; y++) {
    let p = padded(ax, y);
    const inside = y >= y0 && y <= y1;
    for (let x = ax; x <= bx; x++, p++) {
      const v = inside && x >= x0 && x <= x1 ? infoAt(x, y, size) : 0;
      store<u16>(pInfo + ((<usize>p) << 1), <u16>v);
    }
  }
}
