import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RollMode } from "../../src/dice/index.js";
import { combineModes, rollD20 } from "../../src/dice/index.js";
import { Rng } from "../../src/random/rng.js";

const seed = fc.integer({ min: -(2 ** 40), max: 2 ** 40 });

describe("rollD20", () => {
  it("rolls one d20 in normal mode", () => {
    fc.assert(
      fc.property(seed, (s) => {
        const twin = Rng.fromSeed(s);
        const roll = rollD20(Rng.fromSeed(s), "normal");
        expect(roll).toEqual({ value: twin.die(20), rolls: [roll.value], mode: "normal" });
      }),
    );
  });

  it("keeps the higher of two with advantage and the lower with disadvantage", () => {
    fc.assert(
      fc.property(seed, fc.constantFrom<RollMode>("advantage", "disadvantage"), (s, mode) => {
        const twin = Rng.fromSeed(s);
        const roll = rollD20(Rng.fromSeed(s), mode);
        expect(roll.rolls).toEqual([twin.die(20), twin.die(20)]);
        expect(roll.mode).toBe(mode);
        const [a, b] = roll.rolls;
        expect(roll.value).toBe(mode === "advantage" ? Math.max(a, b) : Math.min(a, b));
        for (const r of roll.rolls) expect(r >= 1 && r <= 20).toBe(true);
      }),
    );
  });

  it("refuses an unknown mode", () => {
    expect(() => rollD20(Rng.fromSeed(1), "lucky" as RollMode)).toThrow(RangeError);
  });
});

describe("combineModes", () => {
  it("cancels any advantage against any disadvantage", () => {
    expect(combineModes(0, 0)).toBe("normal");
    expect(combineModes(1, 0)).toBe("advantage");
    expect(combineModes(3, 0)).toBe("advantage");
    expect(combineModes(0, 1)).toBe("disadvantage");
    expect(combineModes(0, 2)).toBe("disadvantage");
    expect(combineModes(1, 1)).toBe("normal");
    expect(combineModes(3, 1)).toBe("normal");
    expect(combineModes(1, 4)).toBe("normal");
  });
});
