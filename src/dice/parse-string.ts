import { lexDice } from "./lex.js";
import { MAX_FLAT, MAX_LENGTH } from "./limits.js";
import { normalizeExpr } from "./normalize.js";
import type { DiceTerm, ParseResult } from "./types.js";
import { exprProblem } from "./validate.js";

/**
 * Parses dice notation: NdM terms and whole numbers joined by + or -, with an optional leading sign.
 * Everything else (*, /, parentheses, two terms with no operator between them) is refused rather
 * than guessed at, because a rules engine must never roll something the author did not mean.
 */
export function parseDiceString(text: string): ParseResult {
  if (text.length > MAX_LENGTH) {
    return fail(
      `dice expression ${JSON.stringify(`${text.slice(0, 24)}…`)} is too long: ${text.length} characters, at most ${MAX_LENGTH}`,
    );
  }
  const lexemes = lexDice(text.trim());
  const syntaxError = fail(
    `bad dice expression ${JSON.stringify(text)}: expected NdM terms and whole numbers joined by + or -`,
  );
  if (!lexemes || lexemes.length === 0) return syntaxError;

  const terms: DiceTerm[] = [];
  let flat = 0;
  let sign: 1 | -1 = 1;
  let expectOperand = true;
  for (const [index, lexeme] of lexemes.entries()) {
    if (lexeme.kind === "operator") {
      // An operator must follow an operand, except a single leading sign ("-1d4", "+2").
      const leading = index === 0;
      if ((!expectOperand || leading) && (lexeme.operator === "+" || lexeme.operator === "-")) {
        sign = lexeme.operator === "-" ? -1 : 1;
        expectOperand = true;
        continue;
      }
      return syntaxError;
    }
    if (!expectOperand || lexeme.kind === "other") return syntaxError;
    if (lexeme.kind === "dice") {
      terms.push({ count: lexeme.count, sides: lexeme.sides, sign });
    } else {
      // Bounding each number keeps the sum exact (no unsafe integers added together).
      if (lexeme.value > MAX_FLAT) {
        return fail(
          `bad dice expression ${JSON.stringify(text)}: whole numbers must lie within ±${MAX_FLAT}, got ${lexeme.value}`,
        );
      }
      flat += sign * lexeme.value;
    }
    expectOperand = false;
  }
  if (expectOperand) return syntaxError;

  // Checked before merging, so an explicit "0d6" is refused even beside another d6.
  const problem = exprProblem({ terms, flat });
  if (problem) return fail(`bad dice expression ${JSON.stringify(text)}: ${problem}`);
  return { ok: true, expr: normalizeExpr(terms, flat) };
}

function fail(message: string): ParseResult {
  return { ok: false, message };
}
