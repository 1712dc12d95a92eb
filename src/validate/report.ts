// Collects issues during one validation, with a cap so hostile input cannot grow the report without bound.
import type { Issue, IssueCode } from "./issue.js";
import { formatPath, type PathSegment } from "./path.js";

/** Issues kept in one report; past this the report says it stopped counting. */
export const MAX_ISSUES = 1000;

/** Characters of one issue's path and message: a report of hostile input stays a few hundred KB at most. */
export const MAX_PATH = 1000;
export const MAX_MESSAGE = 500;
/** Characters of a value quoted in a message ("…" stands for the rest). */
export const MAX_QUOTED = 80;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Shortens each long quoted value, then the message as a whole, so its hint ("did you mean") survives. */
export function clipMessage(message: string): string {
  if (message.length <= MAX_QUOTED) return message;
  const shortened = message.replace(/"([^"]*)"/g, (whole, inner: string) =>
    inner.length > MAX_QUOTED ? `"${inner.slice(0, MAX_QUOTED)}…"` : whole,
  );
  return clip(shortened, MAX_MESSAGE);
}

export class Reporter {
  readonly issues: Issue[] = [];
  private dropped = 0;

  add(path: readonly PathSegment[] | string, code: IssueCode, message: string, capability: string): void {
    if (this.issues.length >= MAX_ISSUES) {
      this.dropped++;
      return;
    }
    const at = typeof path === "string" ? path : formatPath(path);
    this.issues.push({ path: clip(at, MAX_PATH), code, message: clipMessage(message), capability });
  }

  /** No more issues will be listed: callers may skip working out messages (suggestions are costly). */
  get full(): boolean {
    return this.issues.length >= MAX_ISSUES;
  }

  get count(): number {
    return this.issues.length + this.dropped;
  }

  /** The issues, with a last one saying how many were left out. */
  finish(): Issue[] {
    if (this.dropped === 0) return this.issues;
    return [
      ...this.issues,
      {
        path: "$",
        code: "too-many",
        message: `${this.dropped} more issues not listed (at most ${MAX_ISSUES} are reported)`,
        capability: "base",
      },
    ];
  }
}
