import { MAX_DICE, MAX_FLAT, MAX_SIDES } from "./limits.js";
import type { DiceExpr } from "./types.js";

/**
 * What is wrong with an expression, or null when it is within every limit. The string parser
 * uses it on what it built, and rolling uses it on hand-made expressions, so both agree.
 */
export function exprProblem(expr: DiceExpr): string | null {
  if (typeof expr !== "object" || expr === null || !Array.isArray(expr.terms)) {
    return "expected { terms: [...], flat }";
  }
  let dice = 0;
  for (const term of expr.terms) {
    const { count, sides, sign } = term ?? {};
    if (!Number.isInteger(count) || !Number.isInteger(sides)) return "dice counts and sides must be whole numbers";
    if (sign !== 1 && sign !== -1) return "a dice term's sign must be 1 or -1";
    if (count < 1) return `a dice term needs at least 1 die, got ${count}`;
    if (sides < 1) return `a die needs at least 1 side, got ${sides}`;
    if (sides > MAX_SIDES) return `a die has at most ${MAX_SIDES} sides, got ${sides}`;
    dice += count;
  }
  if (dice > MAX_DICE) return `at most ${MAX_DICE} dice in total, got ${dice}`;
  if (!Number.isInteger(expr.flat)) return `the fixed part must be a whole number, got ${expr.flat}`;
  if (Math.abs(expr.flat) > MAX_FLAT) return `the fixed part must lie within ±${MAX_FLAT}, got ${expr.flat}`;
  return null;
}
