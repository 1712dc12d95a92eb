// Dice expressions: parse what rulesets write, describe it, and roll it with a seeded `Rng`.
export { combineModes, rollD20 } from "./d20.js";
export { DiceError } from "./errors.js";
export { formatDice } from "./format.js";
export { MAX_DICE, MAX_FLAT, MAX_LENGTH, MAX_SIDES, MAX_TIMES_DICE } from "./limits.js";
export { parseDice, parseDiceOrThrow } from "./parse.js";
export { rerollDice } from "./reroll.js";
export { rollDice } from "./roll.js";
export { average, maximum, minimum } from "./stats.js";
export type {
  D20Roll,
  DiceExpr,
  DiceRoll,
  DiceSpec,
  DiceTerm,
  ParseResult,
  RolledDie,
  RollMode,
  RollOptions,
} from "./types.js";
