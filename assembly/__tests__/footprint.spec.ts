// footprint.ts: a footprint's step information (its cost multiplier, on steps toward a point too, and whether walls
// or others keep it from passing or ending there), read by the searches.
import { F_GROWTH, F_HALVES, F_MOVE, F_TOWARD_HALVES, PW, pToward, REL_ALLY, REL_BLOCK, W } from "../board";
import { I_FITS, I_MULT, I_NOALLY, I_NOBLOCK, I_NOWALL, I_TMULT_SHIFT, infoAt, padded } from "../footprint";
import { freshBoard, rough, stand, wall } from "./board.helper";

const mult = (info: u32): u32 => info & I_MULT;
const toward = (info: u32): u32 => (info >> I_TMULT_SHIFT) & I_MULT;

describe("infoAt", () => {
  beforeEach(() => {
    freshBoard(8, 8);
  });

  it("open ground fits, costs 1 and is a place to end", () => {
    const info = infoAt(2, 3, 1);
    expect<u32>(info & I_FITS).toBe(I_FITS);
    expect<u32>(info & I_NOALLY).toBe(I_NOALLY);
    expect<u32>(mult(info)).toBe(1);
    expect<u32>(toward(info)).toBe(1);
  });

  it("is nothing off the board, or for a footprint reaching past its edge", () => {
    expect<u32>(infoAt(-1, 0, 1)).toBe(0);
    expect<u32>(infoAt(7, 7, 2)).toBe(0);
  });

  it("a wall under any of its cells takes away the no-wall bit", () => {
    wall(3, 4);
    expect<u32>(infoAt(3, 4, 1) & I_NOWALL).toBe(0);
    expect<u32>(infoAt(2, 3, 2) & I_NOWALL).toBe(0);
    expect<u32>(infoAt(4, 4, 1) & I_NOWALL).toBe(I_NOWALL);
  });

  it("takes the costliest cell, growth at least 2, doubled where speed halves", () => {
    rough(1, 1, 3);
    expect<u32>(mult(infoAt(0, 0, 2))).toBe(3);
    wall(5, 5, F_GROWTH);
    expect<u32>(mult(infoAt(5, 5, 1))).toBe(2);
    wall(6, 1, F_HALVES);
    expect<u32>(mult(infoAt(6, 1, 1))).toBe(2);
    expect<u32>(toward(infoAt(6, 1, 1))).toBe(2);
  });

  it("on a step toward the point, the larger of the two multipliers, halving only there", () => {
    store<u8>(pToward + <usize>(2 * W + 2), 4);
    expect<u32>(toward(infoAt(2, 2, 1))).toBe(4);
    expect<u32>(mult(infoAt(2, 2, 1))).toBe(1);
    wall(3, 3, F_TOWARD_HALVES);
    expect<u32>(mult(infoAt(3, 3, 1))).toBe(1);
    expect<u32>(toward(infoAt(3, 3, 1))).toBe(2);
  });

  it("someone it may not pass blocks it; an ally only keeps it from ending there", () => {
    stand(1, 4, 4, REL_BLOCK);
    stand(2, 6, 6, REL_ALLY);
    expect<u32>(infoAt(4, 4, 1) & I_NOBLOCK).toBe(0);
    const ally = infoAt(6, 6, 1);
    expect<u32>(ally & I_NOBLOCK).toBe(I_NOBLOCK);
    expect<u32>(ally & I_NOALLY).toBe(0);
    expect<u32>(infoAt(5, 5, 2) & I_NOALLY).toBe(0);
    // A wall and a move-blocking flag are the same to it.
    wall(0, 7, F_MOVE);
    expect<u32>(infoAt(0, 7, 1) & I_NOWALL).toBe(0);
  });
});

describe("padded", () => {
  it("puts a cell one row and one column in, on a grid one cell wider on every side", () => {
    freshBoard(5, 4);
    expect<i32>(padded(0, 0)).toBe(PW + 1);
    expect<i32>(padded(4, 3)).toBe(4 * PW + 5);
  });
});
