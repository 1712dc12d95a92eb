// Reading a JSON file the user named: every error says which file, and where in it, in words.
import { readFileSync } from "node:fs";
import { UsageError } from "./usage-error.js";

/** The text of `file`, or a UsageError naming it ("cannot read rules.json: no such file"). */
export function readText(file: string, what = "file"): string {
  try {
    // Editors on some systems write a byte-order mark, which JSON.parse refuses.
    return readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  } catch (error) {
    throw new UsageError(`cannot read ${what} ${file}: ${reason(error)}`);
  }
}

/** `file` parsed as JSON, or a UsageError naming the file and the line and column of the mistake. */
export function readJson(file: string, what = "file"): unknown {
  const text = readText(file, what);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${what} ${file} is not valid JSON: ${jsonMistake(text, error)}`);
  }
}

/** JSON.parse's message with its character position turned into a line and column. */
export function jsonMistake(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const m = /at position (\d+)/.exec(message);
  if (!m) return message;
  const before = text.slice(0, Number(m[1]));
  const line = before.split("\n").length;
  const column = before.length - before.lastIndexOf("\n");
  // Node adds a snippet of the text after the message ("… (line 1 column 3)" in newer versions): keep the gist.
  const gist = message.replace(/\s*at position \d+.*$/s, "");
  return `${gist} at line ${line}, column ${column}`;
}

function reason(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === "ENOENT") return "no such file";
  if (code === "EISDIR") return "it is a folder";
  if (code === "EACCES") return "permission denied";
  return error instanceof Error ? error.message : String(error);
}
