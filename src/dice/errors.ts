/** Thrown for a dice spec that cannot be used; the message says what is wrong with it. */
export class DiceError extends Error {
  override name = "DiceError";
}
