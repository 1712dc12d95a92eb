import type { DiceExpr } from "./types.js";

// Exact in floating point: every partial result is a whole or half integer far below 2^53.

/** The expected total: each die averages (sides + 1) / 2. 2d6 + 3 → 10, 1d6 → 3.5. */
export function average(expr: DiceExpr): number {
  let sum = expr.flat;
  for (const term of expr.terms) sum += (term.sign * term.count * (term.sides + 1)) / 2;
  return sum;
}

/** The highest possible total: added dice at their highest face, subtracted dice at 1. */
export function maximum(expr: DiceExpr): number {
  let sum = expr.flat;
  for (const term of expr.terms) sum += term.sign > 0 ? term.count * term.sides : -term.count;
  return sum;
}

/** The lowest possible total: added dice at 1, subtracted dice at their highest face. */
export function minimum(expr: DiceExpr): number {
  let sum = expr.flat;
  for (const term of expr.terms) sum += term.sign > 0 ? term.count : -term.count * term.sides;
  return sum;
}
