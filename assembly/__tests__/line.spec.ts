// line.ts: straight moves (pushes, drifts, charges, rams), one cell a step toward the ideal line, stopping before a
// wall, the board's edge or, when asked, anyone standing; never slipping diagonally past a wall's corner.
import { pPath, REL_BLOCK, REL_NONE, W } from "../board";
import { LINE_SQUEEZE_ONLY, LINE_STOP_CREATURES, straight } from "../line";
import { freshBoard, i32At, stand, wall } from "./board.helper";

const cell = (x: i32, y: i32): i32 => y * W + x;

describe("straight", () => {
  beforeEach(() => {
    freshBoard(10, 10);
  });

  it("steps along a row, writing each cell reached", () => {
    expect<i32>(straight(2, 5, 1, 1, 0, 3, 0)).toBe(3);
    expect<i32>(i32At(pPath, 0)).toBe(cell(3, 5));
    expect<i32>(i32At(pPath, 2)).toBe(cell(5, 5));
  });

  it("follows a slope cell by cell, rounding halves away from zero", () => {
    expect<i32>(straight(0, 0, 1, 2, 1, 4, 0)).toBe(4);
    expect<i32>(i32At(pPath, 0)).toBe(cell(1, 1));
    expect<i32>(i32At(pPath, 1)).toBe(cell(2, 1));
    expect<i32>(i32At(pPath, 3)).toBe(cell(4, 2));
  });

  it("stops before a wall or the board's edge", () => {
    wall(6, 5);
    expect<i32>(straight(2, 5, 1, 1, 0, 8, 0)).toBe(3);
    expect<i32>(straight(7, 2, 1, 1, 0, 8, 0)).toBe(2);
    expect<i32>(straight(7, 2, 2, 1, 0, 8, 0)).toBe(1);
  });

  it("stops before someone standing only when asked, and never for those marked as no one", () => {
    stand(3, 5, 5, REL_BLOCK);
    stand(4, 3, 5, REL_NONE);
    expect<i32>(straight(2, 5, 1, 1, 0, 5, 0)).toBe(5);
    expect<i32>(straight(2, 5, 1, 1, 0, 5, LINE_STOP_CREATURES)).toBe(2);
  });

  it("does not slip diagonally past a wall's corner, unless only squeezing between two is refused", () => {
    wall(3, 2);
    expect<i32>(straight(2, 2, 1, 1, 1, 3, 0)).toBe(0);
    expect<i32>(straight(2, 2, 1, 1, 1, 3, LINE_SQUEEZE_ONLY)).toBe(3);
    wall(2, 3);
    expect<i32>(straight(2, 2, 1, 1, 1, 3, LINE_SQUEEZE_ONLY)).toBe(0);
  });

  it("goes nowhere without a direction or steps", () => {
    expect<i32>(straight(4, 4, 1, 0, 0, 3, 0)).toBe(0);
    expect<i32>(straight(4, 4, 1, 1, 0, 0, 0)).toBe(0);
  });
});
