import type { DiceExpr, DiceTerm } from "./types.js";

/**
 * Merges terms of the same die and sign into the first of them, so "1d6 + 1d6" and "2d6"
 * are the same expression (same distribution, same canonical text). Opposite signs are kept
 * apart: "1d6 - 1d6" is not 0.
 */
export function normalizeExpr(terms: readonly DiceTerm[], flat: number): DiceExpr {
  const merged: DiceTerm[] = [];
  for (const term of terms) {
    const same = merged.find((t) => t.sides === term.sides && t.sign === term.sign);
    if (same) same.count += term.count;
    else merged.push({ count: term.count, sides: term.sides, sign: term.sign });
  }
  // `+ 0` keeps -0 out of the result (e.g. from "-0"), which would otherwise survive JSON differently.
  return { terms: merged, flat: flat + 0 };
}
