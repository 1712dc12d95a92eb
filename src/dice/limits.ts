// Bounds that keep every expression cheap to roll and every total an exact integer.
// A ruleset that needs more is almost certainly mistaken, and load time is where it should hear so.

/** Dice in one expression, all terms together. */
export const MAX_DICE = 1000;
/** Faces on one die. */
export const MAX_SIDES = 1000;
/** Magnitude of the fixed part, and of every whole number written in a dice string. */
export const MAX_FLAT = 1_000_000;
/** Characters in a dice string. */
export const MAX_LENGTH = 200;
/** Multiplier allowed for `timesDice` (critical hits use 2). */
export const MAX_TIMES_DICE = 100;
