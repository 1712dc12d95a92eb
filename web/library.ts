// The rulesets the page offers, as the web build wrote them: rulesets/index.json lists each file and its
// encounters; a ruleset whose encounters name no party sheets has a ready party in parties/<ruleset id>.json.
import type { AreaDef, EncounterDef, ItemDef, RulesetDoc, SheetData } from "../src/ruleset/index.js";

export interface LibraryEntry {
  readonly file: string;
  readonly id: string;
  readonly name: string;
  readonly encounters: readonly { readonly id: string; readonly name: string }[];
}

export async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${res.statusText}`);
  return (await res.json()) as T;
}

export const library = () => fetchJson<LibraryEntry[]>("rulesets/index.json");

export async function partyFor(ruleset: RulesetDoc, encounter: EncounterDef): Promise<SheetData[]> {
  const sheets = (encounter.party ?? []).filter((p): p is SheetData => typeof p === "object");
  return sheets.length ? sheets : fetchJson<SheetData[]>(`parties/${ruleset.id}.json`);
}

/** The area of a use named `<catalog>/<entry>`, if it has one. */
export function areaOf(ruleset: RulesetDoc, use: string): AreaDef | undefined {
  const [catalog, id] = use.split("/");
  const entry = ruleset.catalogs?.[catalog ?? ""]?.entries.find((e) => e.id === id);
  if (!entry) return undefined;
  if ("mechanics" in entry && entry.mechanics) return entry.mechanics.area;
  return (entry as ItemDef).use?.area;
}
