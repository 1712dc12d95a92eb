// sight.ts: whether one cell sees another past blocking cells, fields of view, cover by the corner rule, and the
// cells between two creatures.
import { F_SIGHT, pMask, pPath, REL_BLOCK, W } from "../board";
import { between, clearLine, cover, fieldOfView, sees } from "../sight";
import { byteAt, freshBoard, i32At, stand, wall } from "./board.helper";

describe("sight", () => {
  beforeEach(() => {
    freshBoard(12, 12);
  });

  it("a line is clear on open ground and blocked by a wall between", () => {
    expect<bool>(clearLine(1, 1, 8, 4, F_SIGHT)).toBe(true);
    wall(5, 5, F_SIGHT);
    expect<bool>(clearLine(2, 5, 8, 5, F_SIGHT)).toBe(false);
    expect<bool>(clearLine(2, 5, 8, 5, 0)).toBe(true);
  });

  it("passing exactly between two cells, it is blocked only when both are", () => {
    wall(2, 1, F_SIGHT);
    expect<bool>(clearLine(1, 1, 3, 2, F_SIGHT)).toBe(true);
    wall(2, 2, F_SIGHT);
    expect<bool>(clearLine(1, 1, 3, 2, F_SIGHT)).toBe(false);
  });

  it("a large creature sees when any of its cells does", () => {
    for (let x = 3; x <= 6; x++) wall(x, 4, F_SIGHT);
    expect<bool>(sees(4, 2, 1, 4, 6, 1, F_SIGHT)).toBe(false);
    expect<bool>(sees(6, 2, 2, 7, 6, 1, F_SIGHT)).toBe(true);
  });

  it("a field of view stops at walls and at its radius", () => {
    expect<i32>(fieldOfView(5, 5, 1, 1, 0, F_SIGHT)).toBe(9);
    for (let y = 0; y < 12; y++) wall(7, y, F_SIGHT);
    fieldOfView(5, 5, 1, 4, 0, F_SIGHT);
    expect<u8>(byteAt(pMask, 7, 5)).toBe(1);
    expect<u8>(byteAt(pMask, 8, 5)).toBe(0);
    expect<u8>(byteAt(pMask, 5, 9)).toBe(1);
  });

  it("cover: none in the open, half behind a wall's end (two lines cut), total behind a wall", () => {
    expect<i32>(cover(1, 5, 1, 5, 5, 1, F_SIGHT, false)).toBe(0);
    wall(3, 5, F_SIGHT);
    expect<i32>(cover(1, 5, 1, 5, 5, 1, F_SIGHT, false)).toBe(1);
    wall(3, 4, F_SIGHT);
    wall(3, 6, F_SIGHT);
    expect<i32>(cover(1, 5, 1, 5, 5, 1, F_SIGHT, false)).toBe(3);
  });

  it("cover from creatures counts only when asked", () => {
    stand(7, 3, 5, REL_BLOCK);
    expect<i32>(cover(1, 5, 1, 5, 5, 1, F_SIGHT, false)).toBe(0);
    expect<i32>(cover(1, 5, 1, 5, 5, 1, F_SIGHT, true)).toBe(1);
  });

  it("lists the cells strictly between two creatures, nearest the first first", () => {
    expect<i32>(between(1, 3, 1, 5, 3, 1)).toBe(3);
    expect<i32>(i32At(pPath, 0)).toBe(3 * W + 2);
    expect<i32>(i32At(pPath, 2)).toBe(3 * W + 4);
    expect<i32>(between(1, 1, 1, 2, 2, 1)).toBe(0);
  });
});
