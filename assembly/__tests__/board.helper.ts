// A board for the unit tests, laid out in pages of its own: the runner's allocator uses the memory just past the
// static data, where the board would otherwise go.
import { boardBase, boardInit, F_MOVE, pCost, pFlags, pOcc, pRel, W } from "../board";

let ready = false;

/** A fresh board of width × height (open ground, no one on it); 64 × 64 at most. */
export function freshBoard(width: i32, height: i32): void {
  if (!ready) {
    boardBase((<usize>memory.grow(256)) << 16);
    ready = true;
  }
  assert(width <= 64 && height <= 64 && boardInit(width, height) == 0);
}

/** A wall (blocks walking, and the given other flags) on (x, y). */
export function wall(x: i32, y: i32, flags: u8 = F_MOVE): void {
  store<u8>(pFlags + <usize>(y * W + x), flags);
}

/** Ground costing `times` as much on (x, y). */
export function rough(x: i32, y: i32, times: u8): void {
  store<u8>(pCost + <usize>(y * W + x), times);
}

/** Occupant `id` standing on (x, y), with its relation to whoever the query is about. */
export function stand(id: u8, x: i32, y: i32, relation: u8): void {
  store<u8>(pOcc + <usize>(y * W + x), id);
  store<u8>(pRel + <usize>id, relation);
}

/** The i32 at index `i` of a buffer. */
export function i32At(p: usize, i: i32): i32 {
  return load<i32>(p + ((<usize>i) << 2));
}

/** The byte of cell (x, y) of a width × height buffer. */
export function byteAt(p: usize, x: i32, y: i32): u8 {
  return load<u8>(p + <usize>(y * W + x));
}
