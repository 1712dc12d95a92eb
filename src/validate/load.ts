// load(json): a validated ruleset, deep-frozen, with its catalog entries indexed and its dice parsed.
import { type DiceExpr, type DiceSpec, parseDiceOrThrow } from "../dice/index.js";
import type { CatalogEntry, RulesetDoc } from "../ruleset/index.js";
import { RulesetError } from "./issue.js";
import { check, type ValidateOptions } from "./validate.js";

export type CatalogKind = "entries" | "items" | "creatures";

export interface LoadedEntry {
  /** `<catalog>/<entry>`. */
  readonly ref: string;
  readonly catalog: string;
  readonly kind: CatalogKind;
  readonly entry: CatalogEntry;
}

/** A ruleset that passed validation. Everything in it is frozen; it is safe to share between fights. */
export interface Ruleset {
  readonly doc: RulesetDoc;
  /** The version the ruleset declares. */
  readonly capabilityApi: string;
  /** The highest version any key it uses requires. */
  readonly needs: string;
  /** Every catalog entry by `<catalog>/<entry>`, in document order. */
  readonly entries: ReadonlyMap<string, LoadedEntry>;
  /** A catalog entry by `<catalog>/<entry>`. */
  entry(ref: string): LoadedEntry | undefined;
  /** The parsed form of a dice spec of this ruleset (validated at load, so this does not fail for them). */
  dice(spec: DiceSpec): DiceExpr;
}

/** Validates and returns the ruleset, or throws a `RulesetError` carrying every issue. */
export function load(input: unknown, options: ValidateOptions = {}): Ruleset {
  const { doc, report } = check(input, options);
  if (!report.ok) throw new RulesetError(report.issues);
  // `check` validated its own copy of data (and parsed text is ours): later changes to the caller's object
  // cannot reach a validated ruleset.
  const frozen = deepFreeze(doc) as RulesetDoc;
  const entries = new Map<string, LoadedEntry>();
  for (const [catalog, def] of Object.entries(frozen.catalogs ?? {})) {
    for (const entry of def.entries) {
      const ref = `${catalog}/${entry.id}`;
      entries.set(ref, Object.freeze({ ref, catalog, kind: def.type, entry }));
    }
  }
  const parsed = new Map<string, DiceExpr>();
  const dice = (spec: DiceSpec): DiceExpr => {
    const key = typeof spec === "object" ? JSON.stringify(spec) : `${typeof spec}:${spec}`;
    let expr = parsed.get(key);
    if (!expr) {
      expr = deepFreeze(parseDiceOrThrow(spec));
      parsed.set(key, expr);
    }
    return expr;
  };
  return Object.freeze({
    doc: frozen,
    capabilityApi: frozen.capabilityApi,
    needs: report.needs,
    entries,
    entry: (ref: string) => entries.get(ref),
    dice,
  });
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
