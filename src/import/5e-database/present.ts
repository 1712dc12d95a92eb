// What a ruleset already holds, for the import: its entries by catalog. Of the bundled SRD's hand-written
// spells, a creature counts only on those reviewed as written in full: the others leave something out
// (docs/srd5e.md lists what), or their wording holds a detail the format has no key for yet.
import type { Present } from "./index.js";

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
  };
}
