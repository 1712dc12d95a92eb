import fc from "fast-check";
import type { Grid } from "./oracle-walk.js";

/** A small random board: costs, halving, growth, walls and a few occupants with ids 1..4. */
export function gridArb(maxSide = 9): fc.Arbitrary<Grid> {
  return fc
    .record({ w: fc.integer({ min: 2, max: maxSide }), h: fc.integer({ min: 2, max: maxSide }) })
    .chain(({ w, h }) => {
      const n = w * h;
      const cells = <T>(a: fc.Arbitrary<T>) => fc.array(a, { minLength: n, maxLength: n });
      return fc.record({
        w: fc.constant(w),
        h: fc.constant(h),
        cost: cells(
          fc.oneof({ weight: 6, arbitrary: fc.constant(1) }, { weight: 3, arbitrary: fc.integer({ min: 2, max: 10 }) }),
        ),
        toward: cells(
          fc.oneof({ weight: 8, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 2, max: 4 }) }),
        ),
        halves: cells(fc.integer({ min: 0, max: 6 }).map((v) => v === 0)),
        towardHalves: cells(fc.integer({ min: 0, max: 9 }).map((v) => v === 0)),
        growth: cells(fc.integer({ min: 0, max: 9 }).map((v) => v === 0)),
        wall: cells(fc.integer({ min: 0, max: 5 }).map((v) => v === 0)),
        occ: cells(fc.integer({ min: 0, max: 14 }).map((v) => (v <= 4 ? 0 : v <= 10 ? 0 : v - 10))),
      });
    });
}
