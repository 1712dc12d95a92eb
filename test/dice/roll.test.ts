import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DiceExpr } from "../../src/dice/index.js";
import {
  DiceError,
  formatDice,
  maximum,
  minimum,
  parseDiceOrThrow,
  rerollDice,
  rollDice,
} from "../../src/dice/index.js";
import { Rng } from "../../src/random/rng.js";
import { notation } from "./arbitraries.js";

const p = parseDiceOrThrow;
const seed = fc.integer({ min: -(2 ** 40), max: 2 ** 40 });

describe("rollDice", () => {
  it("records every die in term order and sums them with the flat part", () => {
    const roll = rollDice(p("2d6 + 1d4 - 1d8 + 3"), Rng.fromSeed(1));
    expect(roll.dice.map((d) => [d.sides, d.sign])).toEqual([
      [6, 1],
      [6, 1],
      [4, 1],
      [8, -1],
    ]);
    for (const die of roll.dice) {
      expect(die.value).toBeGreaterThanOrEqual(1);
      expect(die.value).toBeLessThanOrEqual(die.sides);
      expect(die.rerolled).toBeUndefined();
    }
    const [a, b, c, d] = roll.dice.map((die) => die.value);
    expect(roll.total).toBe(a + b + c - d + 3);
    expect(roll.flat).toBe(3);
    expect(roll.expr).toBe("2d6 + 1d4 - 1d8 + 3");
  });

  it("draws exactly one die from the generator per die", () => {
    const rng = Rng.fromSeed(42);
    const twin = Rng.fromSeed(42);
    const roll = rollDice(p("3d6 - 1d20"), rng);
    expect(roll.dice.map((d) => d.value)).toEqual([twin.die(6), twin.die(6), twin.die(6), twin.die(20)]);
    expect(rng.toJSON()).toEqual(twin.toJSON());
  });

  it("rolls a fixed amount without dice or draws", () => {
    const rng = Rng.fromSeed(3);
    const before = rng.toJSON();
    expect(rollDice(p(7), rng)).toEqual({ total: 7, dice: [], flat: 7, expr: "7" });
    expect(rng.toJSON()).toEqual(before);
  });

  it("returns the raw sum, negative when the expression allows it", () => {
    const roll = rollDice(p("1d4 - 10"), Rng.fromSeed(5));
    expect(roll.total).toBeLessThan(0);
  });

  it("always lands between minimum and maximum", () => {
    fc.assert(
      fc.property(notation, seed, ({ text }, s) => {
        const e = p(text);
        const roll = rollDice(e, Rng.fromSeed(s));
        expect(roll.total).toBeGreaterThanOrEqual(minimum(e));
        expect(roll.total).toBeLessThanOrEqual(maximum(e));
        expect(roll.dice).toHaveLength(e.terms.reduce((n, t) => n + t.count, 0));
      }),
    );
  });

  it("maximize gives the maximum and draws nothing", () => {
    fc.assert(
      fc.property(notation, seed, ({ text }, s) => {
        const e = p(text);
        const rng = Rng.fromSeed(s);
        const before = rng.toJSON();
        const roll = rollDice(e, rng, { maximize: true });
        expect(roll.total).toBe(maximum(e));
        expect(rng.toJSON()).toEqual(before);
      }),
    );
    expect(rollDice(p("2d6 + 1"), Rng.fromSeed(0), { maximize: true }).dice.map((d) => d.value)).toEqual([6, 6]);
  });

  it("timesDice rolls each term that many times and adds the flat part once", () => {
    const roll = rollDice(p("2d6 - 1d4 + 3"), Rng.fromSeed(9), { timesDice: 2 });
    expect(roll.dice.map((d) => d.sides)).toEqual([6, 6, 6, 6, 4, 4]);
    expect(roll.expr).toBe("4d6 - 2d4 + 3");
    expect(roll.flat).toBe(3);
    const max = rollDice(p("2d6 + 3"), Rng.fromSeed(9), { timesDice: 2, maximize: true });
    expect(max.total).toBe(27);
    fc.assert(
      fc.property(notation, seed, fc.integer({ min: 1, max: 3 }), ({ text }, s, times) => {
        const e = p(text);
        const doubled: DiceExpr = { terms: e.terms.map((t) => ({ ...t, count: t.count * times })), flat: e.flat };
        const roll = rollDice(e, Rng.fromSeed(s), { timesDice: times });
        // Same draws as rolling the multiplied expression directly.
        expect(roll).toEqual(rollDice(doubled, Rng.fromSeed(s)));
        expect(roll.expr).toBe(formatDice(doubled));
      }),
    );
  });

  it("refuses a bad timesDice or a hand-made expression beyond the limits", () => {
    const rng = Rng.fromSeed(1);
    for (const times of [0, -1, 1.5, 101, Number.NaN]) {
      expect(() => rollDice(p("1d6"), rng, { timesDice: times })).toThrow(RangeError);
    }
    expect(() => rollDice({ terms: [{ count: 1, sides: 0, sign: 1 }], flat: 0 }, rng)).toThrow(DiceError);
    expect(() => rollDice({ terms: [{ count: 2000, sides: 6, sign: 1 }], flat: 0 }, rng)).toThrow(/at most 1000 dice/);
    expect(() => rollDice({ terms: [], flat: 0.5 }, rng)).toThrow(DiceError);
  });
});

describe("determinism", () => {
  it("gives the same rolls for the same seed", () => {
    fc.assert(
      fc.property(fc.array(notation, { minLength: 1, maxLength: 5 }), seed, (cases, s) => {
        const a = Rng.fromSeed(s);
        const b = Rng.fromSeed(s);
        for (const { text } of cases) expect(rollDice(p(text), a)).toEqual(rollDice(p(text), b));
      }),
      { numRuns: 50 },
    );
  });

  it("gives different rolls for different seeds", () => {
    const e = p("20d20");
    expect(rollDice(e, Rng.fromSeed(1))).not.toEqual(rollDice(e, Rng.fromSeed(2)));
  });

  it("resumes the same sequence from a generator saved mid-sequence as JSON", () => {
    fc.assert(
      fc.property(fc.array(notation, { minLength: 2, maxLength: 6 }), seed, fc.nat(), (cases, s, cut) => {
        const at = cut % cases.length;
        const original = Rng.fromSeed(s);
        const straight = cases.map(({ text }) => rollDice(p(text), original));

        let rng = Rng.fromSeed(s);
        const resumed = cases.map(({ text }, i) => {
          if (i === at) rng = Rng.fromState(JSON.parse(JSON.stringify(rng)));
          return rollDice(p(text), rng);
        });
        expect(resumed).toEqual(straight);
      }),
      { numRuns: 50 },
    );
  });
});

describe("rerollDice", () => {
  it("rolls the chosen dice again, records the old values and recomputes the total", () => {
    const rng = Rng.fromSeed(11);
    const roll = rollDice(p("4d6 + 2"), rng);
    const twin = rng.clone();
    const again = rerollDice(roll, [3, 1], rng);
    expect(again.dice[1]).toEqual({ sides: 6, value: twin.die(6), sign: 1, rerolled: [roll.dice[1].value] });
    expect(again.dice[3]).toEqual({ sides: 6, value: twin.die(6), sign: 1, rerolled: [roll.dice[3].value] });
    expect(again.dice[0]).toEqual(roll.dice[0]);
    expect(again.dice[2]).toEqual(roll.dice[2]);
    expect(again.total).toBe(again.dice.reduce((n, d) => n + d.value, 0) + 2);
    expect(again.expr).toBe(roll.expr);
    expect(again.flat).toBe(2);
    // The original roll is left as it was.
    expect(roll.dice[1].rerolled).toBeUndefined();
  });

  it("keeps every earlier value when a die is rerolled twice", () => {
    const rng = Rng.fromSeed(12);
    const first = rollDice(p("1d20"), rng);
    const second = rerollDice(first, [0], rng);
    const third = rerollDice(second, [0], rng);
    expect(third.dice[0].rerolled).toEqual([first.dice[0].value, second.dice[0].value]);
  });

  it("subtracts a rerolled subtracted die", () => {
    const rng = Rng.fromSeed(13);
    const again = rerollDice(rollDice(p("1d8 - 1d4"), rng), [1], rng);
    expect(again.total).toBe(again.dice[0].value - again.dice[1].value);
  });

  it("leaves untouched dice as they were, and draws in index order", () => {
    fc.assert(
      fc.property(notation, seed, fc.array(fc.nat(), { maxLength: 10 }), ({ text }, s, picks) => {
        const rng = Rng.fromSeed(s);
        const roll = rollDice(p(text), rng);
        fc.pre(roll.dice.length > 0);
        const chosen = [...new Set(picks.map((n) => n % roll.dice.length))];
        const twin = rng.clone();
        const again = rerollDice(roll, chosen, rng);
        const reversed = rerollDice(roll, [...chosen].reverse(), twin);
        expect(reversed).toEqual(again);
        again.dice.forEach((die, i) => {
          if (chosen.includes(i)) expect(die.rerolled).toEqual([roll.dice[i].value]);
          else expect(die).toEqual(roll.dice[i]);
        });
        expect(again.total).toBe(again.dice.reduce((n, d) => n + d.sign * d.value, 0) + roll.flat);
      }),
    );
  });

  it("throws for indices out of range, not whole, or repeated", () => {
    const rng = Rng.fromSeed(14);
    const roll = rollDice(p("2d6"), rng);
    expect(() => rerollDice(roll, [2], rng)).toThrow(RangeError);
    expect(() => rerollDice(roll, [-1], rng)).toThrow(/no die at index -1: the roll has 2 dice/);
    expect(() => rerollDice(roll, [0.5], rng)).toThrow(RangeError);
    expect(() => rerollDice(roll, [1, 1], rng)).toThrow(/chosen twice/);
    expect(rerollDice(roll, [], rng)).toEqual(roll);
  });
});
