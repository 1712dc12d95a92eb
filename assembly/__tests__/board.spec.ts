// board.ts: one block laid out per board, every array in its own aligned place, open ground when fresh.
import {
  boardGeneration,
  boardInit,
  H,
  MAX_SIDE,
  N,
  nextStamp,
  PN,
  PW,
  pCost,
  pFlags,
  pMask,
  pOcc,
  pOut,
  pResult,
  pToward,
  W,
} from "../board";
import { freshBoard } from "./board.helper";

describe("boardInit", () => {
  it("refuses a side below 1 or above the largest", () => {
    expect<i32>(boardInit(0, 5)).toBe(1);
    expect<i32>(boardInit(5, -1)).toBe(1);
    expect<i32>(boardInit(MAX_SIDE + 1, 5)).toBe(1);
  });

  it("lays out the board and a padded grid one cell wider on every side", () => {
    freshBoard(7, 5);
    expect<i32>(W).toBe(7);
    expect<i32>(H).toBe(5);
    expect<i32>(N).toBe(35);
    expect<i32>(PW).toBe(9);
    expect<i32>(PN).toBe(63);
  });

  it("puts each array apart, in order, on 16-byte boundaries", () => {
    freshBoard(7, 5);
    const order: usize[] = [pCost, pFlags, pToward, pOcc, pOut, pMask, pResult];
    for (let i = 0; i < order.length; i++) {
      expect<usize>(order[i] & 15).toBe(0);
      if (i > 0) expect<bool>(order[i] >= order[i - 1] + <usize>N).toBe(true);
    }
  });

  it("starts as open ground: cost 1 everywhere, no flags, no one standing", () => {
    freshBoard(6, 6);
    store<u8>(pFlags + 3, 1);
    freshBoard(6, 6);
    for (let c = 0; c < N; c++) {
      expect<u8>(load<u8>(pCost + <usize>c)).toBe(1);
      expect<u8>(load<u8>(pToward + <usize>c)).toBe(1);
      expect<u8>(load<u8>(pFlags + <usize>c)).toBe(0);
      expect<u8>(load<u8>(pOcc + <usize>c)).toBe(0);
    }
  });

  it("counts each new board, and each query stamp", () => {
    freshBoard(4, 4);
    const g = boardGeneration();
    freshBoard(4, 4);
    expect<i32>(boardGeneration()).toBe(g + 1);
    const s = nextStamp();
    expect<i32>(nextStamp()).toBe(s + 1);
  });
});
