// The Game Master's text commands: `[sheet: op="rest" rest="short" dice="2"]`, or `[party: …]` for everyone.
// Attributes are name="value" pairs; a value may hold \" and \\. Anything else is a clear error.
import { reject } from "../errors.js";

export interface ParsedCommand {
  readonly scope: "sheet" | "party";
  readonly op: string;
  readonly attrs: Readonly<Record<string, string>>;
}

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

/** Splits a command into its scope and attributes; rejects with the column of the first problem. */
export function parseCommand(text: string): ParsedCommand {
  const src = text.trim();
  let pos = 0;
  const fail = (message: string): never => reject("bad-command", `${message} at column ${pos + 1}`, "command");
  const skipSpace = () => {
    while (pos < src.length && /\s/.test(src[pos])) pos++;
  };
  const name = (): string => {
    NAME.lastIndex = pos;
    const m = NAME.exec(src);
    if (!m) return fail(`expected a name, found ${JSON.stringify(src[pos] ?? "end of command")}`);
    pos += m[0].length;
    return m[0];
  };

  if (src[pos] !== "[") fail('a command starts with "["');
  pos++;
  skipSpace();
  const scope = name();
  if (scope !== "sheet" && scope !== "party")
    fail(`unknown command ${JSON.stringify(scope)} (expected sheet or party)`);
  skipSpace();
  if (src[pos] !== ":") fail(`expected ":" after ${scope}`);
  pos++;

  const attrs: Record<string, string> = {};
  for (;;) {
    skipSpace();
    if (pos >= src.length) fail('missing closing "]"');
    if (src[pos] === "]") break;
    const key = name();
    if (Object.hasOwn(attrs, key)) fail(`attribute ${key} given twice`);
    if (src[pos] !== "=") fail(`expected "=" after ${key}`);
    pos++;
    if (src[pos] !== '"') fail(`the value of ${key} must be in double quotes`);
    pos++;
    let value = "";
    while (src[pos] !== '"') {
      if (pos >= src.length) fail(`unterminated value of ${key}`);
      if (src[pos] === "\\" && (src[pos + 1] === '"' || src[pos + 1] === "\\")) pos++;
      value += src[pos++];
    }
    pos++;
    attrs[key] = value;
    if (pos < src.length && !/[\s\]]/.test(src[pos])) fail("expected a space between attributes");
  }
  pos++;
  if (pos !== src.length) fail("unexpected text after the closing bracket");
  const op = attrs.op;
  if (op === undefined) return reject("bad-command", "the command names no op", "command.op");
  delete attrs.op;
  return { scope: scope as ParsedCommand["scope"], op, attrs };
}

/** Rejects attributes the op does not know and requires the ones it must have. */
export function checkAttrs(cmd: ParsedCommand, required: readonly string[], optional: readonly string[]): void {
  for (const key of Object.keys(cmd.attrs)) {
    if (!required.includes(key) && !optional.includes(key)) {
      reject("bad-command", `op="${cmd.op}" takes no attribute ${key}`, `command.${key}`);
    }
  }
  for (const key of required) {
    if (cmd.attrs[key] === undefined) reject("bad-command", `op="${cmd.op}" needs ${key}="…"`, `command.${key}`);
  }
}

export function wholeNumber(cmd: ParsedCommand, key: string): number | undefined {
  const raw = cmd.attrs[key];
  if (raw === undefined) return undefined;
  if (!/^\d{1,6}$/.test(raw.trim()))
    reject("bad-command", `${key} must be a whole number, got ${JSON.stringify(raw)}`, `command.${key}`);
  return Number(raw.trim());
}

export function yesNo(cmd: ParsedCommand, key: string): boolean {
  const raw = cmd.attrs[key];
  if (raw === undefined) return false;
  if (raw === "true" || raw === "yes") return true;
  if (raw === "false" || raw === "no") return false;
  return reject("bad-command", `${key} must be true or false, got ${JSON.stringify(raw)}`, `command.${key}`);
}
