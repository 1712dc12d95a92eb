import type { DiceExpr } from "./types.js";

/** Canonical text: "2d6 + 3", "1d8 - 1", "-1d4 + 2", "5". `parseDice` reads it back to the same expression. */
export function formatDice(expr: DiceExpr): string {
  const parts: string[] = [];
  for (const term of expr.terms) {
    const text = `${term.count}d${term.sides}`;
    if (parts.length === 0) parts.push(term.sign < 0 ? `-${text}` : text);
    else parts.push(term.sign < 0 ? `- ${text}` : `+ ${text}`);
  }
  if (parts.length === 0) return String(expr.flat + 0);
  if (expr.flat > 0) parts.push(`+ ${expr.flat}`);
  if (expr.flat < 0) parts.push(`- ${-expr.flat}`);
  return parts.join(" ");
}
