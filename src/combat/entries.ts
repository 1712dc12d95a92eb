// Catalog entries a fight names by `<catalog>/<entry>`.
import type { RulesetDoc } from "../ruleset/ruleset.js";

export function findEntry(ruleset: RulesetDoc, ref: string) {
  const slash = ref.indexOf("/");
  if (slash < 0) return undefined;
  const catalog = ruleset.catalogs?.[ref.slice(0, slash)];
  const id = ref.slice(slash + 1);
  return catalog?.entries.find((e) => e.id === id);
}
