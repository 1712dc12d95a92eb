// Dice specs parsed once: the same few strings are rolled thousands of times in a fight. Parsed expressions are
// shared and must not be changed (the amount builds new ones when it adds dice).
import { type DiceExpr, type DiceSpec, parseDiceOrThrow } from "../dice/index.js";

const parsed = new Map<string, DiceExpr>();

export function parsedDice(spec: DiceSpec): DiceExpr {
  // Object specs ({ dice, flat }, as creature actions give) are built afresh on each read: keyed by content.
  const key = typeof spec === "string" ? spec : JSON.stringify(spec);
  let expr = parsed.get(key);
  if (!expr) {
    expr = parseDiceOrThrow(spec);
    if (parsed.size < 4096) parsed.set(key, expr);
  }
  return expr;
}
