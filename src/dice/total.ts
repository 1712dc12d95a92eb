import type { RolledDie } from "./types.js";

/**
 * The raw sum of a roll. Deliberately never clamped at 0: "1d4 - 3" can total -2, and whether
 * damage, healing or a count floors at 0 (or 1) is for the rules layer to decide, not the dice.
 */
export function rollTotal(dice: readonly RolledDie[], flat: number): number {
  let sum = flat;
  for (const die of dice) sum += die.sign * die.value;
  return sum;
}
