// What the validator reports: one issue per mistake, each with where it is, what kind it is, and the
// Capability API version it concerns.

export type IssueCode =
  | "bad-json"
  | "hostile"
  | "too-deep"
  | "too-large"
  | "too-long"
  | "too-many"
  | "unknown-key"
  | "wrong-type"
  | "out-of-range"
  | "missing"
  | "bad-dice"
  | "bad-reference"
  | "duplicate-id"
  | "needs-version"
  | "unsupported"
  | "not-allowed"
  | "internal";

export interface Issue {
  /** JSON path such as `catalogs.spells.entries[3].mechanics.zone.rounds`; `$` is the document itself. */
  readonly path: string;
  readonly code: IssueCode;
  readonly message: string;
  /** The Capability API version the key or rule belongs to, or "base". */
  readonly capability: string;
}

export interface ValidationReport {
  readonly ok: boolean;
  /** The highest Capability API version any key the ruleset uses requires ("base" when none). */
  readonly needs: string;
  readonly issues: readonly Issue[];
}

/** Thrown by `load` when a ruleset is not valid; carries every issue `validate` would report. */
export class RulesetError extends Error {
  readonly issues: readonly Issue[];

  constructor(issues: readonly Issue[]) {
    const first = issues[0];
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
    super(first ? `invalid ruleset: ${first.path} ${first.code} ${first.message}${more}` : "invalid ruleset");
    this.name = "RulesetError";
    this.issues = issues;
  }
}
