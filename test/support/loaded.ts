// Scenario rulesets go through the public `load()`: a scenario can only pass on input a user could load. Any issue
// the validator reports fails the test that imports the fixture, with the issues listed.
import type { CatalogEntry, RulesetDoc } from "../../src/ruleset/index.js";
import { load, validate } from "../../src/validate/index.js";

/** The document as `load()` accepts it (deep-frozen); throws, listing the validator's issues, when it does not. */
export function loadedDoc(doc: unknown): RulesetDoc {
  const issues = validate(doc).issues.map((i) => `${i.path} ${i.code}: ${i.message}`);
  if (issues.length > 0) throw new Error(`the scenario's ruleset must load:\n${issues.join("\n")}`);
  return load(doc).doc;
}

/**
 * The ruleset of a scenario that runs ahead of what `load()` accepts, saying exactly why: every issue must be
 * `unsupported` naming one of `sections` (a section the registry does not claim yet), or one of `gaps` ("<path>
 * <code>": a documented form the validator does not know yet). Each listed reason must still occur, so the test
 * fails the day the section is claimed or the gap closed, and moves to `loadedDoc`. Anything else fails as
 * `loadedDoc` would.
 */
export function unclaimedDoc(doc: unknown, sections: readonly string[], gaps: readonly string[] = []): RulesetDoc {
  const issues = validate(doc).issues;
  const why = (i: (typeof issues)[number]) =>
    i.code === "unsupported" && sections.includes(i.capability ?? "") ? i.capability : `${i.path} ${i.code}`;
  const reasons = new Set(issues.map(why));
  const other = issues.filter((i) => !sections.includes(why(i) ?? "") && !gaps.includes(why(i) ?? ""));
  if (other.length > 0)
    throw new Error(
      `the scenario's ruleset must load but for ${[...sections, ...gaps].join(", ")}:\n${other.map((i) => `${i.path} ${i.code}: ${i.message}`).join("\n")}`,
    );
  const gone = [...sections, ...gaps].filter((r) => !reasons.has(r));
  if (gone.length > 0) throw new Error(`no longer refused: ${gone.join(", ")}; load the scenario with loadedDoc`);
  return doc as RulesetDoc;
}

/** `doc` with its catalog entry `<catalog>/<id>` replaced by `change(entry)` (a plain copy: load it next). */
export function editEntry<T extends CatalogEntry>(doc: RulesetDoc, ref: string, change: (entry: T) => T): RulesetDoc {
  const [catalog, id] = ref.split("/") as [string, string];
  const found = doc.catalogs?.[catalog];
  if (!found?.entries.some((e) => e.id === id)) throw new Error(`no entry ${ref}`);
  const entries = found.entries.map((e) => (e.id === id ? change(e as T) : e));
  return { ...doc, catalogs: { ...doc.catalogs, [catalog]: { ...found, entries } } };
}

/** `editEntry`, as `load()` accepts it. */
export function withEntry<T extends CatalogEntry>(doc: RulesetDoc, ref: string, change: (entry: T) => T): RulesetDoc {
  return loadedDoc(editEntry(doc, ref, change));
}
