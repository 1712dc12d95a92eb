// The rulesets the page offers, as the web build wrote them: rulesets/index.json lists each file and its
// encounters. An encounter's party is its own sheets, or the ids it names looked up in the entry's characters
// file, or (when it names none) the ready party in parties/<ruleset id>.json.
import type { AreaDef, EncounterDef, ItemDef, RulesetDoc, SheetData } from "../src/ruleset/index.js";

export interface LibraryEntry {
  readonly file: string;
  readonly id: string;
  readonly name: string;
  /** The ready-made characters the encounters name by id. */
  readonly characters?: string;
  readonly encounters: readonly { readonly id: string; readonly name: string }[];
}

// Each file is fetched once a page load: starting again or switching back costs no request.
const fetched = new Map<string, Promise<unknown>>();

export function fetchJson<T>(url: string): Promise<T> {
  let pending = fetched.get(url);
  if (!pending) {
    pending = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`${url}: ${res.status} ${res.statusText}`);
      return res.json();
    });
    fetched.set(url, pending);
  }
  return pending as Promise<T>;
}

export const library = () => fetchJson<LibraryEntry[]>("rulesets/index.json");

export async function partyFor(entry: LibraryEntry, encounter: EncounterDef): Promise<SheetData[]> {
  const named = encounter.party ?? [];
  if (!named.length) return fetchJson<SheetData[]>(`parties/${entry.id}.json`);
  const cast =
    named.some((p) => typeof p === "string") && entry.characters ? await fetchJson<SheetData[]>(entry.characters) : [];
  return named.map((p) => {
    if (typeof p !== "string") return p;
    const sheet = cast.find((c) => c.id === p);
    if (!sheet) throw new Error(`${encounter.id} names ${p}, which ${entry.name} has no sheet for`);
    return sheet;
  });
}

/** The area of a use named `<catalog>/<entry>`, if it has one. */
/** 1.200: the health each section of a wall entry starts with, if it stands in sections. */
export function sectionHealthOf(ruleset: RulesetDoc, use: string): number | undefined {
  const [catalog, id] = use.split("/");
  const entry = ruleset.catalogs?.[catalog ?? ""]?.entries.find((e) => e.id === id);
  return entry && "mechanics" in entry ? entry.mechanics?.zone?.sections?.health : undefined;
}

/** The lasting zone an entry or an item's use leaves, as written. */
export function zoneDefOf(ruleset: RulesetDoc, use: string) {
  const [catalog, id] = use.split("/");
  const entry = ruleset.catalogs?.[catalog ?? ""]?.entries.find((e) => e.id === id);
  if (!entry) return undefined;
  if ("mechanics" in entry && entry.mechanics) return entry.mechanics.zone;
  return (entry as ItemDef).use?.zone;
}

export function areaOf(ruleset: RulesetDoc, use: string): AreaDef | undefined {
  const [catalog, id] = use.split("/");
  const entry = ruleset.catalogs?.[catalog ?? ""]?.entries.find((e) => e.id === id);
  if (!entry) return undefined;
  if ("mechanics" in entry && entry.mechanics) return entry.mechanics.area;
  return (entry as ItemDef).use?.area;
}
