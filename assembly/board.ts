// The board: one block of linear memory holding every per-cell array and every query buffer.
// boardInit lays it out for a width and height and grows memory once; queries never allocate.

import {
  F_EFFECT,
  F_GROWTH,
  F_HALVES,
  F_LIGHT,
  F_MOVE,
  F_SIGHT,
  F_TOWARD_HALVES,
  REL_ALLY,
  REL_BLOCK,
  REL_NONE,
} from "./abi";

// The flag and relation constants live in abi.ts (shared with the bindings); re-exported for the queries.
export { F_EFFECT, F_GROWTH, F_HALVES, F_LIGHT, F_MOVE, F_SIGHT, F_TOWARD_HALVES, REL_ALLY, REL_BLOCK, REL_NONE };

export const MAX_SIDE: i32 = 512;

export let W: i32 = 0;
export let H: i32 = 0;
export let N: i32 = 0;
// Padded grid for query scratch: one border cell on each side, so neighbour steps need no bounds checks.
export let PW: i32 = 0;
export let PN: i32 = 0;
export let generation: i32 = 0;

// Board arrays, N cells each (row-major, index y * W + x).
export let pCost: usize = 0; // u8: cost multiplier 1..10 (largest of difficult / costTimes)
export let pFlags: usize = 0; // u8: F_* bits
export let pToward: usize = 0; // u8: cost multiplier 1..10 applying only on steps toward a point
export let pHeight: usize = 0; // u8: 0..3
export let pOwnLight: usize = 0; // u8: 0 none (board light), else level + 1 (dark 1, dim 2, bright 3, sunlight 4)
export let pObscure: usize = 0; // u8: 0 clear, 1 lightly, 2 heavily obscured
export let pDark: usize = 0; // u8: magical darkness zone 1..32, 0 none
export let pOcc: usize = 0; // u8: occupant 1..255, 0 none
// Outputs, N cells each.
export let pOut: usize = 0; // i32: reach cost per cell, -1 when not an end cell
export let pMask: usize = 0; // u8: area / field of view / light level / visibility per cell
export let pMask2: usize = 0; // u8: second mask (e.g. magical-darkness sources, obscured passes)
export let pPath: usize = 0; // i32: cell indices of a path or a line
export let pLabel: usize = 0; // u16: per-copy bits when placing copies
export let pLight: usize = 0; // u8: light level per cell from the last lighting (0 dark .. 3 sunlight)
// Query scratch over the padded grid (PN cells; two parities for 5-10-5 states).
export let pInfo: usize = 0; // u16 per padded cell: step info of a footprint at that top-left
export let pDist: usize = 0; // i32 per state
export let pParent: usize = 0; // i32 per state
export let pNext: usize = 0; // i32 per state (bucket lists)
export let pPrev: usize = 0; // i32 per state
export let pStamp: usize = 0; // i32 per state: dist/parent valid only when equal to the query stamp
// Small tables.
export let pRel: usize = 0; // u8[256]
export let pParams: usize = 0; // i32[PARAMS]: query input (light sources, shapes, ...)
export let pResult: usize = 0; // i32[RESULTS]: small query outputs
export const PARAMS: i32 = 16384;
export const RESULTS: i32 = 1024;

let base: usize = 0;

function align(p: usize): usize {
  return (p + 15) & ~(<usize>15);
}

/** Lays the board out from `at` on, instead of just past the module's static data: for a host whose own allocator
 * uses that memory (the unit tests' runner). Not part of the module's exports; takes effect at the next boardInit. */
export function boardBase(at: usize): void {
  base = align(at);
}

/** Lays the board out for width × height; returns 0, or 1 when the size is out of range. */
export function boardInit(width: i32, height: i32): i32 {
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return 1;
  if (base == 0) base = align(__heap_base);
  W = width;
  H = height;
  N = width * height;
  PW = width + 2;
  PN = PW * (height + 2);
  const n = <usize>N;
  const pn = <usize>PN;
  let p = base;
  pCost = p;
  p = align(p + n);
  pFlags = p;
  p = align(p + n);
  pToward = p;
  p = align(p + n);
  pHeight = p;
  p = align(p + n);
  pOwnLight = p;
  p = align(p + n);
  pObscure = p;
  p = align(p + n);
  pDark = p;
  p = align(p + n);
  pOcc = p;
  p = align(p + n);
  pOut = p;
  p = align(p + n * 4);
  pMask = p;
  p = align(p + n);
  pMask2 = p;
  p = align(p + n);
  pPath = p;
  p = align(p + n * 4 + 16);
  pLabel = p;
  p = align(p + n * 2);
  pLight = p;
  p = align(p + n);
  pInfo = p;
  p = align(p + pn * 2);
  pDist = p;
  p = align(p + pn * 8);
  pParent = p;
  p = align(p + pn * 8);
  pNext = p;
  p = align(p + pn * 8);
  pPrev = p;
  p = align(p + pn * 8);
  pStamp = p;
  p = align(p + pn * 8);
  pRel = p;
  p = align(p + 256);
  pParams = p;
  p = align(p + <usize>PARAMS * 4);
  pResult = p;
  p = align(p + <usize>RESULTS * 4);
  const needPages = <i32>((p + 0xffff) >> 16);
  const have = memory.size();
  if (needPages > have && memory.grow(needPages - have) < 0) return 2;
  // Fresh board: open ground everywhere, and stamps that can never match a query.
  memory.fill(base, 0, p - base);
  memory.fill(pCost, 1, n);
  memory.fill(pToward, 1, n);
  stamp = 0;
  generation++;
  return 0;
}

export let stamp: i32 = 0;

/** A new query stamp: dist and parent entries written under older stamps read as unset. */
export function nextStamp(): i32 {
  stamp++;
  if (stamp == 0x7fffffff) {
    memory.fill(pStamp, 0, <usize>PN * 8);
    stamp = 1;
  }
  return stamp;
}

// Pointers the TypeScript side reads to build its typed-array views.
export function boardGeneration(): i32 {
  return generation;
}
export function ptrCost(): usize {
  return pCost;
}
export function ptrFlags(): usize {
  return pFlags;
}
export function ptrToward(): usize {
  return pToward;
}
export function ptrHeight(): usize {
  return pHeight;
}
export function ptrOwnLight(): usize {
  return pOwnLight;
}
export function ptrObscure(): usize {
  return pObscure;
}
export function ptrDark(): usize {
  return pDark;
}
export function ptrOcc(): usize {
  return pOcc;
}
export function ptrOut(): usize {
  return pOut;
}
export function ptrMask(): usize {
  return pMask;
}
export function ptrMask2(): usize {
  return pMask2;
}
export function ptrPath(): usize {
  return pPath;
}
export function ptrLight(): usize {
  return pLight;
}
export function ptrRel(): usize {
  return pRel;
}
export function ptrParams(): usize {
  return pParams;
}
export function ptrResult(): usize {
  return pResult;
}
