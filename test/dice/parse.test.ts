import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DiceError, formatDice, parseDice, parseDiceOrThrow } from "../../src/dice/index.js";
import { notation } from "./arbitraries.js";

function expr(spec: unknown) {
  const result = parseDice(spec);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(spec)} to parse: ${result.message}`);
  return result.expr;
}

function message(spec: unknown): string {
  const result = parseDice(spec);
  if (result.ok) throw new Error(`expected ${JSON.stringify(spec)} to be rejected`);
  return result.message;
}

describe("parseDice: accepted forms", () => {
  it("reads a plain dice string", () => {
    expect(expr("2d6")).toEqual({ terms: [{ count: 2, sides: 6, sign: 1 }], flat: 0 });
  });

  it("reads dice with a modifier, with or without spaces", () => {
    const expected = { terms: [{ count: 1, sides: 8, sign: 1 }], flat: 2 };
    expect(expr("1d8 + 2")).toEqual(expected);
    expect(expr("1d8+2")).toEqual(expected);
    expect(expr("  1d8\t+ 2 ")).toEqual(expected);
    expect(expr("1d8 - 1")).toEqual({ terms: [{ count: 1, sides: 8, sign: 1 }], flat: -1 });
  });

  it("reads sums and differences of several terms", () => {
    expect(expr("1d6+1d4-1")).toEqual({
      terms: [
        { count: 1, sides: 6, sign: 1 },
        { count: 1, sides: 4, sign: 1 },
      ],
      flat: -1,
    });
    expect(expr("1d6 - 1d4 + 3 - 5")).toEqual({
      terms: [
        { count: 1, sides: 6, sign: 1 },
        { count: 1, sides: 4, sign: -1 },
      ],
      flat: -2,
    });
  });

  it("merges terms of the same die and sign, keeping opposite signs apart", () => {
    expect(expr("1d6 + 1d8 + 2d6")).toEqual({
      terms: [
        { count: 3, sides: 6, sign: 1 },
        { count: 1, sides: 8, sign: 1 },
      ],
      flat: 0,
    });
    expect(expr("1d6 - 1d6")).toEqual({
      terms: [
        { count: 1, sides: 6, sign: 1 },
        { count: 1, sides: 6, sign: -1 },
      ],
      flat: 0,
    });
  });

  it("reads a fixed number written as a string or a number", () => {
    expect(expr("7")).toEqual({ terms: [], flat: 7 });
    expect(expr(7)).toEqual({ terms: [], flat: 7 });
    expect(expr(-3)).toEqual({ terms: [], flat: -3 });
    expect(expr("-3")).toEqual({ terms: [], flat: -3 });
    expect(expr(0)).toEqual({ terms: [], flat: 0 });
    expect(Object.is(expr(-0).flat, 0)).toBe(true);
  });

  it("reads a leading sign", () => {
    expect(expr("-1d4 + 2")).toEqual({ terms: [{ count: 1, sides: 4, sign: -1 }], flat: 2 });
    expect(expr("+2d6")).toEqual({ terms: [{ count: 2, sides: 6, sign: 1 }], flat: 0 });
  });

  it('reads "d20" as one die and "2D6" like "2d6"', () => {
    expect(expr("d20")).toEqual({ terms: [{ count: 1, sides: 20, sign: 1 }], flat: 0 });
    expect(expr("d8 + d8")).toEqual({ terms: [{ count: 2, sides: 8, sign: 1 }], flat: 0 });
    expect(expr("2D6+1")).toEqual({ terms: [{ count: 2, sides: 6, sign: 1 }], flat: 1 });
  });

  it("reads the object forms", () => {
    expect(expr({ dice: "2d10" })).toEqual({ terms: [{ count: 2, sides: 10, sign: 1 }], flat: 0 });
    expect(expr({ flat: 20 })).toEqual({ terms: [], flat: 20 });
    expect(expr({ dice: "1d6", flat: 2 })).toEqual({ terms: [{ count: 1, sides: 6, sign: 1 }], flat: 2 });
    expect(expr({ dice: "1d6 + 2", flat: 3 })).toEqual({ terms: [{ count: 1, sides: 6, sign: 1 }], flat: 5 });
    expect(expr({ dice: "1d6 + 2", flat: -2 })).toEqual({ terms: [{ count: 1, sides: 6, sign: 1 }], flat: 0 });
    expect(expr(JSON.parse('{"dice":"3d6"}'))).toEqual({ terms: [{ count: 3, sides: 6, sign: 1 }], flat: 0 });
    expect(expr(Object.assign(Object.create(null), { flat: 1 }))).toEqual({ terms: [], flat: 1 });
  });

  it("accepts the limits themselves", () => {
    expect(expr("1000d6").terms[0].count).toBe(1000);
    expect(expr("500d6 + 500d4").terms).toHaveLength(2);
    expect(expr("1d1000").terms[0].sides).toBe(1000);
    expect(expr("1d1").terms[0].sides).toBe(1);
    expect(expr(1_000_000).flat).toBe(1_000_000);
    expect(expr("1d6 - 1000000").flat).toBe(-1_000_000);
    expect(expr("0").flat).toBe(0);
    expect(expr(`${"1+".repeat(99)}1`).flat).toBe(100);
  });
});

describe("parseDice: rejections", () => {
  it("rejects what is not dice notation, with the expected message", () => {
    expect(message("2x6")).toBe('bad dice expression "2x6": expected NdM terms and whole numbers joined by + or -');
    for (const text of ["", "   ", "d", "2d", "1d6 +", "+", "1d6 + + 2", "1d6 + -2", "2d6 3", "1 d6", "1d6d6"]) {
      expect(message(text), text).toMatch(/^bad dice expression .*: expected NdM terms/);
    }
  });

  it("rejects non-integers in strings", () => {
    for (const text of ["1.5", "1d6 + 0.5", "1d6.5", "1e3", "0x10", "½"]) {
      expect(message(text), text).toMatch(/expected NdM terms/);
    }
  });

  it("never evaluates multiplication, division or parentheses", () => {
    for (const text of ["1d6*2", "2 * 3", "1d6/2", "(1d6)", "(1d6 + 2)", "2*(1d6)", "1d6 + (2)"]) {
      expect(message(text), text).toMatch(/expected NdM terms/);
    }
  });

  it("rejects newlines and other characters inside an expression", () => {
    for (const text of ["1d6\n+ 1", "1d6 + 1;", "1d6,1d4", "１d6", "1d6 + x"]) {
      expect(message(text), text).toMatch(/expected NdM terms/);
    }
  });

  it("rejects more than 1000 dice in total", () => {
    expect(message("1001d6")).toBe('bad dice expression "1001d6": at most 1000 dice in total, got 1001');
    expect(message("600d6 + 401d4")).toMatch(/at most 1000 dice in total, got 1001/);
    expect(message("600d6 - 600d6")).toMatch(/at most 1000 dice in total/);
    expect(message("99999999999999999999999d6")).toMatch(/at most 1000 dice in total/);
  });

  it("rejects dice with more than 1000 sides, or none", () => {
    expect(message("1d1001")).toBe('bad dice expression "1d1001": a die has at most 1000 sides, got 1001');
    expect(message("1d0")).toBe('bad dice expression "1d0": a die needs at least 1 side, got 0');
  });

  it('rejects an explicit count of zero, even beside other dice of the same kind ("0d6")', () => {
    expect(message("0d6")).toBe('bad dice expression "0d6": a dice term needs at least 1 die, got 0');
    expect(message("1d6 + 0d6")).toMatch(/needs at least 1 die/);
    expect(message("00d6")).toMatch(/needs at least 1 die/);
  });

  it("rejects fixed parts outside ±1,000,000", () => {
    expect(message(1_000_001)).toBe("bad dice value 1000001: a fixed number must lie within ±1000000, got 1000001");
    expect(message(-1_000_001)).toMatch(/within ±1000000/);
    expect(message("1000001")).toMatch(/within ±1000000, got 1000001/);
    expect(message("1d6 + 600000 + 600000")).toMatch(/the fixed part must lie within ±1000000, got 1200000/);
    // Each number is bounded, so huge numbers cannot cancel out imprecisely.
    expect(message("99999999999999999999 - 99999999999999999998")).toMatch(/within ±1000000/);
    expect(message({ dice: "1d6 + 600000", flat: 600000 })).toMatch(/within ±1000000, got 1200000/);
    expect(message({ flat: 2_000_000 })).toMatch(/"flat" a fixed number must lie within/);
  });

  it("rejects non-integer and non-finite numbers", () => {
    for (const value of [1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(message(value)).toMatch(/^bad dice value .*expected a whole number/);
    }
    expect(message({ flat: 0.5 })).toBe('bad dice object: "flat" expected a whole number, got 0.5');
  });

  it("rejects strings longer than 200 characters", () => {
    const long = `1d6${" ".repeat(191)}+ 12345`;
    expect(long.length).toBeGreaterThan(200);
    expect(message(long)).toMatch(/is too long: 201 characters, at most 200/);
    expect(parseDice(`1d6${" ".repeat(190)}+ 12345`).ok).toBe(true);
  });

  it("rejects unknown keys in the object form", () => {
    expect(message({ dice: "1d6", die: "d8" })).toBe('bad dice object: unknown key "die" (allowed: dice, flat)');
    expect(message({ dice: "1d6", flat: 1, type: "fire" })).toMatch(/unknown key "type"/);
    expect(message({ terms: [], flat: 0 })).toMatch(/unknown key "terms"/);
  });

  it("rejects an object with neither dice nor flat", () => {
    expect(message({})).toBe('bad dice object: needs "dice", "flat" or both');
    expect(message({ dice: undefined })).toMatch(/needs "dice", "flat" or both/);
  });

  it("rejects wrong types", () => {
    expect(message(true)).toBe(
      'bad dice value: expected a string like "2d6", a whole number, or { dice, flat }, got a boolean',
    );
    expect(message(null)).toMatch(/got null$/);
    expect(message(undefined)).toMatch(/got undefined$/);
    expect(message(["2d6"])).toMatch(/got an array$/);
    expect(message(new Date(0))).toMatch(/got an object$/);
    expect(message(10n)).toMatch(/got a bigint$/);
    expect(message({ dice: 6 })).toBe('bad dice object: "dice" must be a string like "2d6", got 6');
    expect(message({ dice: ["1d6"] })).toMatch(/"dice" must be a string/);
    expect(message({ flat: "2" })).toBe('bad dice object: "flat" expected a whole number, got "2"');
    expect(message({ dice: "1d6", flat: null })).toMatch(/"flat" expected a whole number, got null/);
  });

  it("passes string problems through from the object form", () => {
    expect(message({ dice: "2x6" })).toBe(
      'bad dice expression "2x6": expected NdM terms and whole numbers joined by + or -',
    );
    expect(message({ dice: "0d6", flat: 2 })).toMatch(/needs at least 1 die/);
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 40 }), fc.anything()), (spec) => {
        const result = parseDice(spec);
        expect(typeof result.ok).toBe("boolean");
      }),
      { numRuns: 500 },
    );
  });

  it("accepts only strings made of digits, d, signs and spaces", () => {
    const alphabet = fc.constantFrom(..."0123456789dD+-*/() .x");
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 16 }), (text) => {
        if (parseDice(text).ok) expect(text).toMatch(/^[\s\d+dD-]+$/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("parseDice on generated notation", () => {
  it("sums the terms and constants that were written", () => {
    fc.assert(
      fc.property(notation, ({ text, terms, flat }) => {
        const parsed = expr(text);
        expect(parsed.flat).toBe(flat);
        const count = (list: typeof terms, sides: number, sign: number) =>
          list.filter((t) => t.sides === sides && t.sign === sign).reduce((a, t) => a + t.count, 0);
        for (const t of terms) expect(count(parsed.terms, t.sides, t.sign)).toBe(count(terms, t.sides, t.sign));
        expect(parsed.terms.reduce((a, t) => a + t.count, 0)).toBe(terms.reduce((a, t) => a + t.count, 0));
      }),
    );
  });

  it("reads formatDice's output back to the same expression", () => {
    fc.assert(
      fc.property(notation, ({ text }) => {
        const parsed = expr(text);
        expect(expr(formatDice(parsed))).toEqual(parsed);
        expect(formatDice(expr(formatDice(parsed)))).toBe(formatDice(parsed));
      }),
    );
  });
});

describe("parseDiceOrThrow", () => {
  it("returns the expression", () => {
    expect(parseDiceOrThrow("1d8 + 2")).toEqual({ terms: [{ count: 1, sides: 8, sign: 1 }], flat: 2 });
  });

  it("throws a DiceError carrying the message", () => {
    expect(() => parseDiceOrThrow("2x6")).toThrow(DiceError);
    try {
      parseDiceOrThrow("0d6");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DiceError);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe("DiceError");
      expect((error as Error).message).toBe(message("0d6"));
    }
  });
});
