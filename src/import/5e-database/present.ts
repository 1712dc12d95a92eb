// What a ruleset already holds, for the import: its entries by catalog. Of the bundled SRD's hand-written
// spells, a creature counts only on those reviewed as written in full: the others leave something out
// (docs/srd5e.md lists what), or their wording holds a detail the format has no key for yet.
import type { BaseItem } from "./items.js";

/**
 * What the target ruleset already holds by hand, by catalog: those entries stay, the import adds the others.
 * `spells` are those written in full: a creature casting one is expressed where the import alone could only
 * call the spell's wording prose (a spell waiting on a section of the reference still waits).
 */
export interface Present {
  readonly spells: ReadonlySet<string>;
  readonly creatures: ReadonlySet<string>;
  readonly items: ReadonlySet<string>;
  /** The catalog's own items, the base weapons and armor of "+1 weapon" and "+1 armor". */
  readonly gear: readonly BaseItem[];
}

/** Hand-written spells of the bundled SRD that express all their SRD 5.1 text does in a fight. */
const WRITTEN_IN_FULL = new Set([
  "bane",
  "bless",
  "dimension-door",
  "eldritch-blast",
  "fog-cloud",
  "guardian-of-faith",
  "longstrider",
  "magic-missile",
  "magic-weapon",
  "misty-step",
  "scorching-ray",
  "shield-of-faith",
  "spike-growth",
]);

type Catalogs = Readonly<Record<string, { readonly entries: readonly { readonly id: string }[] } | undefined>>;

export function presentIn(catalogs: Catalogs): Present {
  const ids = (catalog: string) => new Set((catalogs[catalog]?.entries ?? []).map((e) => e.id));
  return {
    spells: new Set([...ids("spells")].filter((id) => WRITTEN_IN_FULL.has(id))),
    creatures: ids("creatures"),
    items: ids("items"),
    gear: (catalogs.items?.entries ?? []) as readonly BaseItem[],
  };
}
