import type { Rng } from "../random/rng.js";
import { DiceError } from "./errors.js";
import { formatDice } from "./format.js";
import { MAX_TIMES_DICE } from "./limits.js";
import { rollTotal } from "./total.js";
import type { DiceExpr, DiceRoll, RolledDie, RollOptions } from "./types.js";
import { exprProblem } from "./validate.js";

/**
 * Rolls an expression, drawing one `rng.die` per die in term order (none when maximizing),
 * and records every die so the event log can show and replay it. The total is the raw sum
 * (see `rollTotal`); the recorded `expr` is what was rolled, so a doubled 2d6 + 3 reads "4d6 + 3".
 */
export function rollDice(expr: DiceExpr, rng: Rng, opts: RollOptions = {}): DiceRoll {
  const problem = exprProblem(expr);
  if (problem) throw new DiceError(`cannot roll ${JSON.stringify(expr)}: ${problem}`);
  const times = opts.timesDice ?? 1;
  if (!Number.isInteger(times) || times < 1 || times > MAX_TIMES_DICE) {
    throw new RangeError(`timesDice must be a whole number from 1 to ${MAX_TIMES_DICE}, got ${times}`);
  }

  const rolled: DiceExpr = { terms: expr.terms.map((t) => ({ ...t, count: t.count * times })), flat: expr.flat };
  const dice: RolledDie[] = [];
  for (const { count, sides, sign } of rolled.terms) {
    for (let i = 0; i < count; i++) {
      // Maximizing means the highest total, so a subtracted die shows its lowest face.
      const value = opts.maximize ? (sign > 0 ? sides : 1) : rng.die(sides);
      dice.push({ sides, value, sign });
    }
  }
  return { total: rollTotal(dice, expr.flat), dice, flat: expr.flat, expr: formatDice(rolled) };
}
