// The dice an entry's `lowersRoll` subtracts (1.250): its `dice`, or one die sized by a value on its user's sheet.
import type { Ctx } from "../../combat/context.js";
import { parsedDice } from "../../combat/dice.js";
import { readValue } from "../../combat/source.js";
import { sourceOf } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import { rollDice } from "../../dice/index.js";
import type { LowersRollDef } from "./def.js";

/** The dice `who`'s `lowersRoll` subtracts, as an expression (`1d8` for a die sized 8 by the sheet). */
export function loweringDice(ctx: Pick<Ctx, "ruleset" | "state">, who: Combatant, lowers: LowersRollDef): string {
  if (lowers.dice) return lowers.dice;
  const faces = Math.floor(readValue(sourceOf(ctx.ruleset, ctx.state, who), lowers.die!));
  return `1d${Math.max(2, faces)}`;
}

/** The highest the dice can subtract. */
export function loweringMax(expr: string): number {
  const d = parsedDice(expr);
  return d.flat + d.terms.reduce((n, t) => n + t.sign * t.count * t.sides, 0);
}

/** Rolls the dice `who`'s entry subtracts. */
export function rollLowering(ctx: Ctx, who: Combatant, lowers: LowersRollDef): { expr: string; total: number } {
  const expr = loweringDice(ctx, who, lowers);
  return { expr, total: Math.max(0, rollDice(parsedDice(expr), ctx.rng).total) };
}
