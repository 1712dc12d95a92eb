// gridDistance (distance.ts): cells between two cells, every diagonal counting one (5e) or every second one two.
import { gridDistance } from "../distance";

describe("gridDistance", () => {
  it("counts the longer side when every diagonal costs one cell (5e)", () => {
    expect<i32>(gridDistance(3, 1, 0)).toBe(3);
    expect<i32>(gridDistance(-4, 4, 0)).toBe(4);
    expect<i32>(gridDistance(0, -7, 0)).toBe(7);
    expect<i32>(gridDistance(0, 0, 0)).toBe(0);
  });

  it("adds one cell for every second diagonal step under 5-10-5", () => {
    expect<i32>(gridDistance(1, 1, 1)).toBe(1);
    expect<i32>(gridDistance(2, 2, 1)).toBe(3);
    expect<i32>(gridDistance(-3, 3, 1)).toBe(4);
    expect<i32>(gridDistance(5, 2, 1)).toBe(6);
  });

  it("is the same both ways", () => {
    for (let dx = -6; dx <= 6; dx++)
      for (let dy = -6; dy <= 6; dy++)
        for (let rule = 0; rule < 2; rule++) expect<i32>(gridDistance(dx, dy, rule)).toBe(gridDistance(-dx, -dy, rule));
  });
});
