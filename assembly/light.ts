// Lighting: the light level of every cell from many sources, and what one observer sees of each cell.
// Levels: 0 dark, 1 dim, 2 bright, 3 sunlight (bright that counts as sunlight, 1.298).
import {
  F_GROWTH,
  F_LIGHT,
  F_SIGHT,
  H,
  N,
  pDark,
  pFlags,
  pLight,
  pMask,
  pMask2,
  pObscure,
  pOcc,
  pOut,
  pOwnLight,
  pParams,
  pResult,
  W,
} from "./board";
import { gridDistance } from "./distance";
import { fovOver } from "./sight";

export const SRC_MAGICAL: i32 = 1; // lights magical darkness (1.299)
export const SRC_SUNLIGHT: i32 = 2; // its bright light is sunlight (1.298)
export const SRC_SHADE: i32 = 4; // casts shade: dim, and bright or sunlight there becomes dim (1.319)
export const SOURCE_INTS: i32 = 6; // x, y, size, bright, dim, flags

function distToFootprint(x: i32, y: i32, fx: i32, fy: i32, fs: i32, rule: i32): i32 {
  const dx = x < fx ? fx - x : x >= fx + fs ? x - (fx + fs - 1) : 0;
  const dy = y < fy ? fy - y : y >= fy + fs ? y - (fy + fs - 1) : 0;
  return gridDistance(dx, dy, rule);
}

/**
 * Lights the board from `count` sources in pParams (SOURCE_INTS each) over the board light `ambient`
 * (0..3). Writes each cell's level to pLight and pMask, and for source k, pResult[k] = the bits
 * (1 << (zone - 1)) of the magical-darkness zones its light reaches. Returns how many cells are lit.
 */
export function lighting(count: i32, ambient: i32, rule: i32): i32 {
  // Base: the cell's own light, else the board's; magical darkness is dark whatever lights the board.
  for (let c = 0; c < N; c++) {
    const own = <i32>load<u8>(pOwnLight + <usize>c);
    let lvl = own != 0 ? own - 1 : ambient;
    if (load<u8>(pDark + <usize>c) != 0) lvl = 0;
    store<u8>(pLight + <usize>c, <u8>lvl);
  }
  // pMask2 holds the field-of-view mark of the current source; shade is kept in bit 7 of pLight.
  memory.fill(pMask2, 0, <usize>N);
  let mark: i32 = 0;
  for (let k = 0; k < count; k++) {
    const q = pParams + ((<usize>(k * SOURCE_INTS)) << 2);
    const fx = load<i32>(q);
    const fy = load<i32>(q, 4);
    const fs = load<i32>(q, 8);
    const bright = load<i32>(q, 12);
    const dim = load<i32>(q, 16);
    const flags = load<i32>(q, 20);
    store<i32>(pResult + ((<usize>k) << 2), 0);
    const r = bright + dim;
    if (fs < 1 || r <= 0) continue;
    if (++mark == 256) {
      memory.fill(pMask2, 0, <usize>N);
      mark = 1;
    }
    fovOver(pFlags, pMask2, fx, fy, fs, r, rule, F_LIGHT, <u8>mark);
    let zones = 0;
    const x0 = max(0, fx - r);
    const y0 = max(0, fy - r);
    const x1 = min(W - 1, fx + fs - 1 + r);
    const y1 = min(H - 1, fy + fs - 1 + r);
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const c = <usize>(y * W + x);
        if (<i32>load<u8>(pMask2 + c) != mark) continue;
        const d = distToFootprint(x, y, fx, fy, fs, rule);
        if (d > r) continue;
        const z = <i32>load<u8>(pDark + c);
        if (z != 0) zones |= 1 << (z - 1);
        const shade = (flags & SRC_SHADE) != 0;
        // A light with no bright distance sheds only dim light, even where it is held (1.296).
        let lvl = bright > 0 && d <= bright ? (flags & SRC_SUNLIGHT ? 3 : 2) : 1;
        if (shade) lvl = 1;
        if (z != 0 && (shade || (flags & SRC_MAGICAL) == 0)) continue;
        if (shade) {
          store<u8>(pLight + c, load<u8>(pLight + c) | 0x80);
          continue;
        }
        const cur = <i32>load<u8>(pLight + c);
        if (lvl > (cur & 0x7f)) store<u8>(pLight + c, <u8>((cur & 0x80) | lvl));
      }
    }
    store<i32>(pResult + ((<usize>k) << 2), zones);
  }
  // Shade (kept in bit 7 of the level) makes its cells exactly dim.
  let lit = 0;
  for (let c = 0; c < N; c++) {
    let v = load<u8>(pLight + <usize>c);
    if (v & 0x80) v = 1;
    store<u8>(pLight + <usize>c, v);
    store<u8>(pMask + <usize>c, v);
    if (v != 0) lit++;
  }
  return lit;
}

// Sense kinds (bits), each with a range, read from pParams as pairs (range, kind).
export const SENSE_SEE_DARK: i32 = 1; // darkvision: darkness as dim, dim as bright; not in magical darkness
export const SENSE_ANY_LIGHT: i32 = 2; // sees whatever the light (blindsight, truesight)
export const SENSE_PIERCE_FOG: i32 = 4; // heavy obscurement does not hide
export const SENSE_PIERCE_MDARK: i32 = 8; // magical darkness does not hide
export const SENSE_NO_EYES: i32 = 16; // works while blinded
export const SENSE_PIERCE_LIGHTLY: i32 = 32; // light obscurement does not blur

// Bits of the blocking grid built in pMask2 for the four fields of view.
const G_WALL: u8 = 1;
const G_FOG: u8 = 2;
const G_MDARK: u8 = 4;
const G_LIGHTLY: u8 = 8;

/**
 * What an observer (footprint fx, fy, fs) sees of every cell, by the light in pLight and `senses` pairs
 * (range, kind) in pParams; normal eyes see at any range unless `blinded`. pMask gets 0 unseen,
 * 1 seen lightly obscured (dim light or light obscurement), 2 seen clearly; pResult bytes [0, 256) get
 * the same per occupant id, by its best cell, plus 1 (0: not on the board). Returns cells seen.
 */
export function visibility(fx: i32, fy: i32, fs: i32, senses: i32, blinded: bool, rule: i32): i32 {
  // Blocking grid and the four views: walls only, walls + fog, walls + magical darkness, walls + light obscurement.
  for (let c = 0; c < N; c++) {
    const f = load<u8>(pFlags + <usize>c);
    const o = load<u8>(pObscure + <usize>c);
    let g: u8 = f & F_SIGHT ? G_WALL : 0;
    if (o == 2) g |= G_FOG;
    if (o == 1 || f & F_GROWTH) g |= G_LIGHTLY;
    if (load<u8>(pDark + <usize>c) != 0) g |= G_MDARK;
    store<u8>(pMask2 + <usize>c, g);
  }
  const vA = pOut;
  const vB = pOut + <usize>N;
  const vD = pOut + <usize>(2 * N);
  const vC = pOut + <usize>(3 * N);
  memory.fill(pOut, 0, (<usize>N) << 2);
  const far = W + H;
  fovOver(pMask2, vA, fx, fy, fs, far, rule, G_WALL, 1);
  fovOver(pMask2, vB, fx, fy, fs, far, rule, G_WALL | G_FOG, 1);
  fovOver(pMask2, vD, fx, fy, fs, far, rule, G_WALL | G_MDARK, 1);
  fovOver(pMask2, vC, fx, fy, fs, far, rule, G_WALL | G_LIGHTLY, 1);
  // Standing in fog or darkness hides everything from the one inside too.
  let selfGrid: u8 = 0;
  for (let j = 0; j < fs; j++)
    for (let i = 0; i < fs; i++) selfGrid |= load<u8>(pMask2 + <usize>((fy + j) * W + fx + i));
  for (let i = 0; i < 64; i++) store<i32>(pResult + ((<usize>i) << 2), 0);
  let seen = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const c = <usize>(y * W + x);
      let best = 0;
      if (load<u8>(vA + c) != 0) {
        const gc = load<u8>(pMask2 + c) | selfGrid;
        const fogHit = load<u8>(vB + c) == 0 || (gc & G_FOG) != 0;
        const darkHit = load<u8>(vD + c) == 0 || (gc & G_MDARK) != 0;
        const lightlyHit = load<u8>(vC + c) == 0 || (gc & G_LIGHTLY) != 0;
        const inDark = load<u8>(pDark + c) != 0;
        const level = <i32>load<u8>(pLight + c);
        const d = distToFootprint(x, y, fx, fy, fs, rule);
        // Eyes (kind 0, any range) first, then each sense.
        for (let s = -1; s < senses && best < 2; s++) {
          let kind = 0;
          if (s >= 0) {
            const q = pParams + ((<usize>(2 * s)) << 2);
            if (d > load<i32>(q)) continue;
            kind = load<i32>(q, 4);
          }
          if (blinded && (kind & SENSE_NO_EYES) == 0) continue;
          if (fogHit && (kind & SENSE_PIERCE_FOG) == 0) continue;
          if (darkHit && (kind & SENSE_PIERCE_MDARK) == 0) continue;
          let l = level;
          if (kind & SENSE_ANY_LIGHT) l = 2;
          else if (kind & SENSE_SEE_DARK && !inDark) l = min(l + 1, 2);
          if (l == 0) continue;
          let v = l >= 2 ? 2 : 1;
          if (lightlyHit && (kind & SENSE_PIERCE_LIGHTLY) == 0) v = 1;
          if (v > best) best = v;
        }
      }
      store<u8>(pMask + c, <u8>best);
      if (best > 0) seen++;
      const o = load<u8>(pOcc + c);
      if (o != 0) {
        const p = pResult + <usize>o;
        if (<i32>load<u8>(p) < best + 1) store<u8>(p, <u8>(best + 1));
      }
    }
  }
  return seen;
}
