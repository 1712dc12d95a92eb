// An entry's declared facets (`filters`: a spell's `level`, `school`) as rules that pick entries by them read them
// (1.414 `where`): a word matches case-insensitively, a list of wanted values matches any of them.
import type { CatalogEntry } from "../ruleset/catalog.js";

/** What a rule asks of one facet: a word, a number, or one of a list of words. */
export type FacetWant = string | number | readonly (string | number)[];

function same(a: unknown, b: string | number): boolean {
  if (typeof a === "string" && typeof b === "string") return a.toLowerCase() === b.toLowerCase();
  return a === b;
}

/** Whether the entry declares `filter` with a value `equals` matches; an entry that declares none never matches. */
export function facetIs(entry: CatalogEntry | undefined, filter: string, equals: FacetWant): boolean {
  const own = entry?.filters?.[filter];
  if (own === undefined) return false;
  const wanted: readonly (string | number)[] = Array.isArray(equals) ? equals : [equals as string | number];
  return wanted.some((w) => same(own, w));
}
