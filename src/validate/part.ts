// Checks a part of a fight's input (a party sheet, a board) against the base format and the ids a ruleset
// declares, with the validator's own schemas: what `validate` accepts in an encounter, a set-up accepts.
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { boardSchema, sheetData } from "./format/encounter.js";
import { rulesetSchema, VERSION_PATTERN } from "./format/ruleset.js";
import { screen } from "./hostile.js";
import type { Issue } from "./issue.js";
import type { PathSegment } from "./path.js";
import { indexCatalogs, resolveRefs } from "./refs.js";
import { registryCapabilities } from "./registry-view.js";
import { Reporter } from "./report.js";
import type { IdKind } from "./schema.js";
import { Walker } from "./walk.js";

interface Declared {
  readonly ids: ReadonlyMap<IdKind, ReadonlyMap<string, string>>;
  readonly version: string;
}

/** The ids a ruleset declares, found by one walk per document (rulesets are shared by many fights). */
const declaredByDoc = new WeakMap<object, Declared>();
function declaredOf(doc: RulesetDoc): Declared {
  let found = declaredByDoc.get(doc);
  if (!found) {
    const raw = (doc as { capabilityApi?: unknown }).capabilityApi;
    const version = typeof raw === "string" && VERSION_PATTERN.test(raw) ? raw : "base";
    const walker = new Walker(registryCapabilities(), version, new Reporter());
    indexCatalogs(doc, walker.ids, new Reporter());
    walker.walkRoot(doc, rulesetSchema);
    found = { ids: walker.ids, version };
    declaredByDoc.set(doc, found);
  }
  return found;
}

const MUST_RESOLVE: ReadonlySet<IdKind> = new Set<IdKind>(["item"]);

const SCHEMAS = { sheet: sheetData, board: boardSchema } as const;

/** The issues of `value` as a `part` of an input to a fight, with paths from `at`; [] when it is sound. */
export function checkPart(
  doc: RulesetDoc,
  part: keyof typeof SCHEMAS,
  value: unknown,
  at: readonly PathSegment[],
): readonly Issue[] {
  const report = new Reporter();
  if (!screen(value, report, at, at.length)) return report.finish();
  const { ids, version } = declaredOf(doc);
  const walker = new Walker(registryCapabilities(), version, report);
  for (const [kind, map] of ids) walker.ids.set(kind, new Map(map));
  walker.walkPart(value, SCHEMAS[part], at);
  // A reference to something the ruleset does not declare (a save it lacks) is read as absent in a fight; only
  // what a fight must find (an item carried) is refused.
  resolveRefs(
    walker.refs.filter((r) => typeof r.target === "string" && MUST_RESOLVE.has(r.target)),
    walker.ids,
    report,
  );
  return report.finish();
}
