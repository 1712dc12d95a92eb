// path.ts: every cell a footprint can reach within a budget (a Dijkstra flood over step costs) and one cheapest route
// to a cell (A*), under both diagonal rules, around walls and through costlier ground.
import { pOut, pPath, REL_ALLY, REL_BLOCK, W } from "../board";
import { pathTo, reach, route } from "../path";
import { freshBoard, i32At, rough, stand, wall } from "./board.helper";

const costAt = (x: i32, y: i32): i32 => i32At(pOut, y * W + x);

describe("reach", () => {
  beforeEach(() => {
    freshBoard(12, 12);
  });

  it("floods a square under 5e (every diagonal one step), costs in steps", () => {
    expect<i32>(reach(5, 5, 1, 2, 0, 0, 0, 0)).toBe(25);
    expect<i32>(costAt(5, 5)).toBe(0);
    expect<i32>(costAt(7, 7)).toBe(2);
    expect<i32>(costAt(8, 5)).toBe(-1);
  });

  it("counts every second diagonal twice under 5-10-5", () => {
    reach(5, 5, 1, 3, 1, 0, 0, 0);
    expect<i32>(costAt(6, 6)).toBe(1);
    expect<i32>(costAt(7, 7)).toBe(3);
    expect<i32>(costAt(8, 8)).toBe(-1);
  });

  it("walks around a wall without cutting its corners, and pays double on difficult ground", () => {
    // Up to (5, 1), along to (7, 1) (no diagonal past the wall's end), and down again.
    for (let y = 2; y <= 8; y++) wall(6, y);
    reach(5, 5, 1, 12, 0, 0, 0, 0);
    expect<i32>(costAt(6, 5)).toBe(-1);
    expect<i32>(costAt(7, 5)).toBe(10);
    rough(4, 5, 2);
    reach(5, 5, 1, 6, 0, 0, 0, 0);
    expect<i32>(costAt(4, 5)).toBe(2);
    expect<i32>(costAt(3, 5)).toBe(2);
  });

  it("passes through an ally without ending there, never through one it may not pass", () => {
    stand(1, 6, 5, REL_ALLY);
    stand(2, 5, 6, REL_BLOCK);
    reach(5, 5, 1, 2, 0, 0, 0, 0);
    expect<i32>(costAt(6, 5)).toBe(-1);
    expect<i32>(costAt(7, 5)).toBe(2);
    expect<i32>(costAt(5, 6)).toBe(-1);
  });

  it("refuses a footprint off the board or a bad rule", () => {
    expect<i32>(reach(11, 11, 2, 3, 0, 0, 0, 0)).toBe(-1);
    expect<i32>(reach(1, 1, 1, 3, 2, 0, 0, 0)).toBe(-1);
  });
});

describe("route and pathTo", () => {
  beforeEach(() => {
    freshBoard(12, 12);
  });

  it("finds the cheapest route and reads it back from its start", () => {
    expect<i32>(route(1, 1, 1, 4, 1, 100, 0, 0, 0, 0)).toBe(3);
    const n = pathTo(4, 1);
    expect<i32>(n).toBe(4);
    expect<i32>(i32At(pPath, 0)).toBe(1 * W + 1);
    expect<i32>(i32At(pPath, 3)).toBe(1 * W + 4);
  });

  it("goes around a wall, and answers -1 past its limit or into a wall", () => {
    for (let y = 0; y <= 9; y++) wall(5, y);
    // Down to (4, 10), along to (6, 10) (no diagonal past the wall's end), and up again: 8 + 2 + 8.
    expect<i32>(route(2, 2, 1, 8, 2, 100, 0, 0, 0, 0)).toBe(18);
    expect<i32>(route(2, 2, 1, 8, 2, 17, 0, 0, 0, 0)).toBe(-1);
    expect<i32>(route(2, 2, 1, 5, 3, 100, 0, 0, 0, 0)).toBe(-1);
    expect<i32>(route(2, 2, 1, 20, 3, 100, 0, 0, 0, 0)).toBe(-2);
  });
});
