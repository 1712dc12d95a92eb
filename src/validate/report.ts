// Collects issues during one validation, with a cap so hostile input cannot grow the report without bound.
import type { Issue, IssueCode } from "./issue.js";
import { formatPath, type PathSegment } from "./path.js";

/** Issues kept in one report; past this the report says it stopped counting. */
export const MAX_ISSUES = 1000;

export class Reporter {
  readonly issues: Issue[] = [];
  private dropped = 0;

  add(path: readonly PathSegment[] | string, code: IssueCode, message: string, capability: string): void {
    if (this.issues.length >= MAX_ISSUES) {
      this.dropped++;
      return;
    }
    this.issues.push({ path: typeof path === "string" ? path : formatPath(path), code, message, capability });
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
