import type { Rng } from "../random/rng.js";
import { rollTotal } from "./total.js";
import type { DiceRoll, RolledDie } from "./types.js";

/**
 * Rolls the chosen dice of a roll again and keeps the new values (Capability API 1.254
 * Metamagic "rerolls"). Returns a new roll: the old values go to each die's `rerolled`, the other
 * dice are untouched, and the total is recomputed. Dice are redrawn in ascending index order,
 * so [2, 0] and [0, 2] draw the same numbers.
 */
export function rerollDice(roll: DiceRoll, indices: readonly number[], rng: Rng): DiceRoll {
  const chosen = [...indices].sort((a, b) => a - b);
  for (const [n, index] of chosen.entries()) {
    if (!Number.isInteger(index) || index < 0 || index >= roll.dice.length) {
      throw new RangeError(`no die at index ${index}: the roll has ${roll.dice.length} dice`);
    }
    if (n > 0 && chosen[n - 1] === index) throw new RangeError(`die ${index} is chosen twice for one reroll`);
  }

  const dice: RolledDie[] = roll.dice.map((die) => ({ ...die }));
  for (const index of chosen) {
    const die = dice[index];
    die.rerolled = [...(die.rerolled ?? []), die.value];
    die.value = rng.die(die.sides);
  }
  return { total: rollTotal(dice, roll.flat), dice, flat: roll.flat, expr: roll.expr };
}
