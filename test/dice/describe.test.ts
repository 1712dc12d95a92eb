import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { average, formatDice, maximum, minimum, parseDiceOrThrow } from "../../src/dice/index.js";
import { notation } from "./arbitraries.js";

const p = parseDiceOrThrow;

describe("formatDice", () => {
  it("writes the canonical form", () => {
    expect(formatDice(p("2d6+3"))).toBe("2d6 + 3");
    expect(formatDice(p("1d8-1"))).toBe("1d8 - 1");
    expect(formatDice(p("5"))).toBe("5");
    expect(formatDice(p(-5))).toBe("-5");
    expect(formatDice(p("0"))).toBe("0");
    expect(formatDice(p("1d6 + 0"))).toBe("1d6");
    expect(formatDice(p("-1d4+2"))).toBe("-1d4 + 2");
    expect(formatDice(p("d20"))).toBe("1d20");
    expect(formatDice(p("1d6 - 1d4 + 1d6"))).toBe("2d6 - 1d4");
    expect(formatDice(p({ dice: "1d6", flat: 2 }))).toBe("1d6 + 2");
  });
});

describe("average, maximum, minimum", () => {
  it("computes them exactly", () => {
    expect(average(p("2d6+3"))).toBe(10);
    expect(average(p("1d6"))).toBe(3.5);
    expect(average(p("1d8 - 1d4 + 1"))).toBe(4.5 - 2.5 + 1);
    expect(maximum(p("2d6+3"))).toBe(15);
    expect(minimum(p("2d6+3"))).toBe(5);
    expect(average(p(7))).toBe(7);
    expect(maximum(p(7))).toBe(7);
    expect(minimum(p(7))).toBe(7);
  });

  it("puts subtracted dice at their lowest for the maximum and highest for the minimum", () => {
    expect(maximum(p("1d8 - 1d4"))).toBe(8 - 1);
    expect(minimum(p("1d8 - 1d4"))).toBe(1 - 4);
    expect(maximum(p("-2d6"))).toBe(-2);
    expect(minimum(p("-2d6"))).toBe(-12);
  });

  it("keeps minimum ≤ average ≤ maximum, symmetric about the average", () => {
    fc.assert(
      fc.property(notation, ({ text }) => {
        const e = p(text);
        expect(minimum(e)).toBeLessThanOrEqual(average(e));
        expect(average(e)).toBeLessThanOrEqual(maximum(e));
        expect(minimum(e) + maximum(e)).toBe(2 * average(e));
      }),
    );
  });
});
