// light.ts: the light level of every cell from its sources over the board's own light, and what an observer sees of
// each cell by that light, its senses, blindness, fog and magical darkness.
import { F_LIGHT, H, N, pDark, pLight, pMask, pObscure, pParams, W } from "../board";
import { lighting, SENSE_ANY_LIGHT, SENSE_NO_EYES, SENSE_PIERCE_FOG, SENSE_SEE_DARK, visibility } from "../light";
import { byteAt, freshBoard, wall } from "./board.helper";

/** Source `k`: a one-cell light on (x, y), bright and dim radii in cells. */
function source(k: i32, x: i32, y: i32, bright: i32, dim: i32): void {
  const q = pParams + ((<usize>(k * 6)) << 2);
  store<i32>(q, x);
  store<i32>(q, y, 4);
  store<i32>(q, 1, 8);
  store<i32>(q, bright, 12);
  store<i32>(q, dim, 16);
  store<i32>(q, 0, 20);
}

/** Sense `s`: a range in cells and a kind. */
function sense(s: i32, range: i32, kind: i32): void {
  store<i32>(pParams + ((<usize>(2 * s)) << 2), range);
  store<i32>(pParams + ((<usize>(2 * s)) << 2), kind, 4);
}

describe("lighting", () => {
  beforeEach(() => {
    freshBoard(12, 12);
  });

  it("is the board's own light where nothing shines", () => {
    expect<i32>(lighting(0, 2, 0)).toBe(N);
    expect<u8>(byteAt(pLight, 3, 3)).toBe(2);
    expect<i32>(lighting(0, 0, 0)).toBe(0);
  });

  it("a torch lights bright within its bright radius and dim for its dim distance beyond that", () => {
    source(0, 5, 5, 1, 2);
    expect<i32>(lighting(1, 0, 0)).toBe(49);
    expect<u8>(byteAt(pLight, 6, 6)).toBe(2);
    expect<u8>(byteAt(pLight, 7, 5)).toBe(1);
    expect<u8>(byteAt(pLight, 8, 5)).toBe(1);
    expect<u8>(byteAt(pLight, 9, 5)).toBe(0);
  });

  it("a wall that stops light keeps it from the cells behind", () => {
    for (let y = 0; y < 12; y++) wall(7, y, F_LIGHT);
    source(0, 5, 5, 4, 0);
    lighting(1, 0, 0);
    expect<u8>(byteAt(pLight, 6, 5)).toBe(2);
    expect<u8>(byteAt(pLight, 8, 5)).toBe(0);
  });

  it("magical darkness stays dark whatever the board's light", () => {
    store<u8>(pDark + <usize>(4 * W + 4), 1);
    lighting(0, 2, 0);
    expect<u8>(byteAt(pLight, 4, 4)).toBe(0);
  });
});

describe("visibility", () => {
  beforeEach(() => {
    freshBoard(12, 12);
  });

  it("eyes see lit cells clearly and dim ones lightly; darkness not at all, darkvision as dim", () => {
    lighting(0, 2, 0);
    expect<i32>(visibility(1, 1, 1, 0, false, 0)).toBe(W * H);
    expect<u8>(byteAt(pMask, 9, 9)).toBe(2);
    lighting(0, 1, 0);
    visibility(1, 1, 1, 0, false, 0);
    expect<u8>(byteAt(pMask, 9, 9)).toBe(1);
    lighting(0, 0, 0);
    expect<i32>(visibility(1, 1, 1, 0, false, 0)).toBe(0);
    sense(0, 3, SENSE_SEE_DARK);
    visibility(1, 1, 1, 1, false, 0);
    expect<u8>(byteAt(pMask, 4, 1)).toBe(1);
    expect<u8>(byteAt(pMask, 5, 1)).toBe(0);
  });

  it("fog hides from eyes but not from a sense that pierces it; blindness leaves only senses without eyes", () => {
    lighting(0, 2, 0);
    store<u8>(pObscure + <usize>(1 * W + 6), 2);
    visibility(1, 1, 1, 0, false, 0);
    expect<u8>(byteAt(pMask, 6, 1)).toBe(0);
    expect<u8>(byteAt(pMask, 8, 1)).toBe(0);
    sense(0, 10, SENSE_ANY_LIGHT | SENSE_PIERCE_FOG | SENSE_NO_EYES);
    visibility(1, 1, 1, 1, true, 0);
    expect<u8>(byteAt(pMask, 8, 1)).toBe(2);
    expect<u8>(byteAt(pMask, 1, 11)).toBe(2);
    sense(0, 2, SENSE_ANY_LIGHT | SENSE_NO_EYES);
    visibility(1, 1, 1, 1, true, 0);
    expect<u8>(byteAt(pMask, 3, 1)).toBe(2);
    expect<u8>(byteAt(pMask, 4, 1)).toBe(0);
  });
});
