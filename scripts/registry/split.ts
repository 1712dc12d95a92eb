// Text helpers for the `Keys:` lines: splitting that respects backticks, quotes and parentheses.

/** Splits `text` on any of `seps` where it is outside backticks, double quotes and parentheses. */
export function splitTop(text: string, seps: readonly string[]): string[] {
  const out: string[] = [];
  let depth = 0;
  let tick = false;
  let quote = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "`" && !quote) tick = !tick;
    else if (tick) continue;
    else if (ch === '"') quote = !quote;
    else if (quote) continue;
    else if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (depth === 0) {
      const sep = seps.find((s) => text.startsWith(s, i));
      if (sep !== undefined) {
        out.push(text.slice(start, i));
        start = i + sep.length;
        i = start - 1;
      }
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => s !== "");
}

/** A piece of text at the top level: prose (with its backticks) or one parenthesised group. */
export interface Piece {
  readonly paren: boolean;
  readonly text: string;
}

/** Cuts `text` into prose and top-level parenthesised groups (the group's inner text). */
export function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  let depth = 0;
  let tick = false;
  let quote = false;
  let cur = "";
  for (const ch of text) {
    if (ch === "`" && !quote && depth === 0) tick = !tick;
    else if (ch === '"' && !tick && depth === 0) quote = !quote;
    if (!tick && !quote && ch === "(") {
      if (depth === 0) {
        if (cur.trim()) out.push({ paren: false, text: cur.trim() });
        cur = "";
        depth++;
        continue;
      }
      depth++;
    } else if (!tick && !quote && ch === ")" && depth > 0) {
      depth--;
      if (depth === 0) {
        out.push({ paren: true, text: cur.trim() });
        cur = "";
        continue;
      }
    }
    cur += ch;
  }
  if (cur.trim()) out.push({ paren: false, text: cur.trim() });
  return out;
}

/** The backticked tokens of `text`, in order. */
export function ticks(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
}

/** True when `text` is only backticked tokens joined by commas, "or", "and" and "|". */
export function onlyTicks(text: string): boolean {
  return /^`[^`]+`$/.test(text.trim()) || /^(`[^`]+`\s*(,|\bor\b|\band\b|\|)?\s*)+$/.test(text.trim());
}

/** Strips the quotes of a quoted value: `"point"` → point. */
export function unquote(token: string): string {
  return token.replace(/^"(.*)"$/, "$1");
}
