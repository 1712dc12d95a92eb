// Looks up a `<catalog>/<entry>` reference in a ruleset. Called in every step (uses, stat blocks, conditions), so
// each ruleset's entries are indexed once.
import type { CatalogEntry } from "../ruleset/catalog.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";

const indexes = new WeakMap<RulesetDoc, Map<string, CatalogEntry>>();

function indexOf(ruleset: RulesetDoc): Map<string, CatalogEntry> {
  let index = indexes.get(ruleset);
  if (!index) {
    index = new Map();
    // The first entry of an id wins, as a search from the start would find it.
    for (const [name, catalog] of Object.entries(ruleset.catalogs ?? {}))
      for (const e of catalog.entries) if (!index.has(`${name}/${e.id}`)) index.set(`${name}/${e.id}`, e);
    indexes.set(ruleset, index);
  }
  return index;
}

export function findEntry(ruleset: RulesetDoc, ref: string): CatalogEntry | undefined {
  const index = indexOf(ruleset);
  const hit = index.get(ref);
  if (hit) return hit;
  // Not indexed: an entry added to the document after its first look-up is still found by a search.
  const slash = ref.indexOf("/");
  if (slash < 0) return undefined;
  const id = ref.slice(slash + 1);
  const found = ruleset.catalogs?.[ref.slice(0, slash)]?.entries.find((e) => e.id === id);
  if (found) index.set(ref, found);
  return found;
}
