import fc from "fast-check";
import type { DiceTerm } from "../../src/dice/index.js";

// Valid dice notation, built term by term and written with varied spacing and signs,
// so property tests exercise the parser as well as rolling.

const sides = fc.oneof(fc.constantFrom(1, 2, 4, 6, 8, 10, 12, 20, 100, 1000), fc.integer({ min: 1, max: 1000 }));
const sign = fc.constantFrom<1 | -1>(1, -1);
const term = fc.record({ count: fc.integer({ min: 1, max: 50 }), sides, sign });
const constant = fc.integer({ min: -100_000, max: 100_000 });
const space = fc.constantFrom("", " ", "  ", "\t");

export interface NotationCase {
  text: string;
  terms: DiceTerm[];
  flat: number;
}

/** Up to 8 dice terms (at most 400 dice) and up to 3 constants, in random order. */
export const notation: fc.Arbitrary<NotationCase> = fc
  .tuple(
    fc.array(term, { maxLength: 8 }),
    fc.array(constant, { maxLength: 3 }),
    fc.array(space, { minLength: 24, maxLength: 24 }),
  )
  .filter(([terms, constants]) => terms.length + constants.length > 0)
  .chain(([terms, constants, spaces]) => {
    const parts: ({ dice: DiceTerm } | { value: number })[] = [
      ...terms.map((dice) => ({ dice })),
      ...constants.map((value) => ({ value })),
    ];
    return fc.shuffledSubarray(parts, { minLength: parts.length, maxLength: parts.length }).map((ordered) => {
      let text = "";
      ordered.forEach((part, i) => {
        const negative = "dice" in part ? part.dice.sign < 0 : part.value < 0;
        const body = "dice" in part ? `${part.dice.count}d${part.dice.sides}` : String(Math.abs(part.value));
        const op = negative ? "-" : i === 0 ? "" : "+";
        text += `${spaces[2 * i] ?? ""}${op}${spaces[2 * i + 1] ?? ""}${body}`;
      });
      return { text, terms, flat: constants.reduce((a, b) => a + b, 0) };
    });
  });
