import type { Token } from "@airjp73/dice-notation";
import { tokenize } from "@airjp73/dice-notation";

// The only file that knows @airjp73/dice-notation. We use its tokenizer alone: its own evaluator
// would accept *, / and parentheses and roll with Math.random, so the grammar check and all rolling
// stay ours. (Only `tokenize` is imported: in Node the package is CommonJS, and its other factory
// exports such as `createDiceRoller` are not visible as named ESM imports.)

/** A token in our own terms: the library's are converted so nothing else depends on its shapes. */
export type Lexeme =
  | { kind: "dice"; count: number; sides: number }
  | { kind: "number"; value: number }
  | { kind: "operator"; operator: string }
  | { kind: "other" };

// The library's detail types for its two built-in rules; they are not exported, so named here.
const SIMPLE_DIE_ROLL = "_SimpleDieRoll";
const CONSTANT = "_Constant";

/**
 * Splits dice notation into lexemes, or returns null when some character is not part of any token.
 * Before tokenizing, "D" is read as "d" and a die without a count ("d20") as one die ("1d20"),
 * which the library itself would refuse.
 */
export function lexDice(text: string): Lexeme[] | null {
  const prepared = text.toLowerCase().replace(/(^|[^0-9a-z])d(?=[0-9])/g, "$11d");
  let tokens: Token[];
  try {
    tokens = tokenize(prepared);
  } catch {
    // The tokenizer throws "invalid syntax at line 1 col N" for anything it cannot read.
    return null;
  }
  return tokens.map(toLexeme);
}

function toLexeme(token: Token): Lexeme {
  // Compared as plain strings: the library's token-type enum is not exported at runtime.
  const type: string = token.type;
  if (type === "Operator" && "operator" in token) return { kind: "operator", operator: token.operator };
  if (type === "DiceRoll" && "detailType" in token) {
    if (token.detailType === SIMPLE_DIE_ROLL) {
      return { kind: "dice", count: token.detail.count, sides: token.detail.numSides };
    }
    if (token.detailType === CONSTANT) return { kind: "number", value: token.detail };
  }
  return { kind: "other" };
}
