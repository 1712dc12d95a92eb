// area.ts: the cells a shape covers (a cell counts when its centre is inside), painted as a union, with a bit per copy
// for telling which copies touch, and the occupants standing in them.

import { areaBurst, areaClear, areaCone, areaCount, areaRect, areaSections, areaStrip, areaTouching } from "../area";
import { F_EFFECT, F_MOVE, pMask, pMask2, pResult } from "../board";
import { byteAt, freshBoard, i32At, stand, wall } from "./board.helper";

describe("areas", () => {
  beforeEach(() => {
    freshBoard(16, 16);
    areaClear();
  });

  it("a burst covers every cell within its radius of the centre, both rules", () => {
    areaBurst(8, 8, 1, 2, -1, 0, false, 1);
    expect<i32>(areaCount()).toBe(25);
    areaClear();
    areaBurst(8, 8, 1, 2, -1, 1, false, 1);
    expect<i32>(areaCount()).toBe(21);
  });

  it("a ring keeps only the cells beyond its inner radius", () => {
    areaBurst(8, 8, 1, 2, 1, 0, false, 1);
    expect<i32>(areaCount()).toBe(16);
    expect<u8>(byteAt(pMask, 8, 8)).toBe(0);
  });

  it("walls that stop effects keep a burst out when it needs line of effect", () => {
    for (let y = 0; y < 16; y++) wall(10, y, F_MOVE | F_EFFECT);
    areaBurst(8, 8, 1, 4, -1, 0, true, 1);
    expect<u8>(byteAt(pMask, 11, 8)).toBe(0);
    expect<u8>(byteAt(pMask, 9, 8)).toBe(1);
    areaClear();
    areaBurst(8, 8, 1, 4, -1, 0, false, 1);
    expect<u8>(byteAt(pMask, 11, 8)).toBe(1);
  });

  it("a box is a rectangle clipped to the board", () => {
    areaRect(14, 14, 4, 4, 1);
    expect<i32>(areaCount()).toBe(4);
  });

  it("a cone widens as it goes and leaves out its user's own cells", () => {
    // From (2, 8) toward the east, three cells long: 1 + 3 + 3 cells (its width at any distance is that distance).
    areaCone(2, 8, 1, 2 * 6 + 1, 2 * 8 + 1, 3, 0, false, 1);
    expect<u8>(byteAt(pMask, 2, 8)).toBe(0);
    expect<u8>(byteAt(pMask, 3, 8)).toBe(1);
    expect<u8>(byteAt(pMask, 5, 9)).toBe(1);
    expect<u8>(byteAt(pMask, 1, 8)).toBe(0);
    expect<u8>(byteAt(pMask, 3, 10)).toBe(0);
  });

  it("a line is a strip along its direction, one cell wide", () => {
    // From the centre of (2, 4) eastward, cells 1 to 5 cells along it.
    areaStrip(5, 9, 2, 0, 1, 10, 1, 1, 0, 0, 0, 0, 1);
    expect<i32>(areaCount()).toBe(5);
    expect<u8>(byteAt(pMask, 3, 4)).toBe(1);
    expect<u8>(byteAt(pMask, 7, 4)).toBe(1);
    expect<u8>(byteAt(pMask, 8, 4)).toBe(0);
  });

  it("tells which copies touch: sharing a cell or bordering one, edge or corner", () => {
    areaRect(1, 1, 2, 2, 1);
    areaRect(3, 3, 2, 2, 2);
    areaRect(9, 9, 2, 2, 4);
    areaTouching(3);
    expect<i32>(i32At(pResult, 8) & 2).toBe(2);
    expect<i32>(i32At(pResult, 9) & 1).toBe(1);
    expect<i32>(i32At(pResult, 10) & 3).toBe(0);
  });

  it("lists the occupants standing in the area", () => {
    stand(3, 8, 9, 0);
    stand(40, 0, 0, 0);
    areaBurst(8, 8, 1, 1, -1, 0, false, 1);
    areaCount();
    expect<i32>(i32At(pResult, 0)).toBe(1 << 3);
    expect<i32>(i32At(pResult, 1)).toBe(0);
  });

  it("cuts a wall every few cells along it from its start, its thickness going with each section (1.200)", () => {
    // A wall across the line from (2, 8) through (6, 8): north–south, 6 cells, 2 thick; cut every 2 cells.
    areaStrip(13, 17, 0, 8, -6, 6, 2, 1, 0, 0, 0, 0, 1);
    expect<i32>(areaSections(13, 17, 0, 8, -6, 2, 0, 0)).toBe(3);
    expect<u8>(byteAt(pMask2, 6, 6)).toBe(1);
    expect<u8>(byteAt(pMask2, 6, 7)).toBe(1);
    expect<u8>(byteAt(pMask2, 6, 8)).toBe(2);
    expect<u8>(byteAt(pMask2, 6, 10)).toBe(3);
    expect<u8>(byteAt(pMask2, 6, 11)).toBe(3);
    expect<u8>(byteAt(pMask2, 6, 12)).toBe(0);
    expect<u8>(byteAt(pMask2, 2, 8)).toBe(0);
  });

  it("cuts a ring into arcs, every cell of it in one (1.200)", () => {
    areaBurst(8, 8, 1, 3, 2, 0, false, 1);
    const n = areaCount();
    expect<i32>(areaSections(17, 17, 0, 0, 0, 4, 0, 1)).toBe(4);
    let labelled = 0;
    for (let y = 0; y < 16; y++)
      for (let x = 0; x < 16; x++) {
        const s = byteAt(pMask2, x, y);
        expect<bool>(s <= 4).toBe(true);
        if (s > 0) labelled++;
      }
    expect<i32>(labelled).toBe(n);
  });

  it("cuts nothing when a section would be no cells long", () => {
    areaRect(1, 1, 2, 2, 1);
    expect<i32>(areaSections(3, 3, 2, 0, -2, 0, 0, 0)).toBe(0);
    expect<u8>(byteAt(pMask2, 1, 1)).toBe(0);
  });
});
