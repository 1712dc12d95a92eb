/**
 * The bundled SRD 5e ruleset with its ready-made characters and encounters.
 * @module gamemode-engine/srd5e
 */
// The bundled SRD 5e ruleset (System Reference Document 5.1, CC-BY-4.0), a separate entry so the engine's
// main bundle stays lean: `import { srd5e, srd5eCharacters } from "gamemode-engine/srd5e"`. The JSON is the
// merge of rulesets/srd5e/ written by scripts/build-srd.mjs.
import merged from "../../rulesets/srd5e.json" with { type: "json" };
import type { EncounterDef, RulesetDoc, SheetData } from "../ruleset/index.js";
import { copyJson } from "../validate/plain.js";

const data = merged as unknown as { ruleset: RulesetDoc; characters: SheetData[] };

// Shared by every importer in the process (every fight a server runs): frozen, so no one can change another's.
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** The ruleset document, ready for `validate`, `load` and `startCombat`. Frozen: copy it to change it. */
export const srd5e: RulesetDoc = deepFreeze(data.ruleset);

/** The ready-made characters (fighter, rogue, wizard, cleric, paladin, ranger, warlock and sorcerer at levels 1, 3 and 5), frozen. */
export const srd5eCharacters: readonly SheetData[] = deepFreeze(data.characters);

/** Every encounter of the ruleset, in its order (`goblin-ambush` first), frozen. */
export const srd5eEncounters: readonly EncounterDef[] = srd5e.encounters ?? [];

/** A ready-made character by id (`"fighter-3"`): a fresh copy, yours to change. An unknown id throws, naming the ids. */
export function srd5eCharacter(id: string): SheetData {
  const sheet = srd5eCharacters.find((c) => c.id === id);
  if (!sheet) throw new Error(unknown("character", id, srd5eCharacters));
  return copyJson(sheet);
}

/** An encounter by id, or the first when no id is given: a fresh copy, yours to change. An unknown id throws,
 * naming the ids. */
export function srd5eEncounter(id?: string): EncounterDef {
  const found = id === undefined ? srd5eEncounters[0] : srd5eEncounters.find((e) => e.id === id);
  if (!found) throw new Error(unknown("encounter", id ?? "", srd5eEncounters));
  return copyJson(found);
}

function unknown(what: string, id: string, known: readonly { id?: string }[]): string {
  return `srd5e: no ${what} ${JSON.stringify(id)}; the ${what}s are ${known.map((k) => k.id).join(", ")}`;
}

/** The party an encounter names, as sheets (ids resolved against the ready-made characters): fresh copies. */
export function srd5eParty(encounter: EncounterDef): SheetData[] {
  return (encounter.party ?? []).map((p) => {
    if (typeof p !== "string") return copyJson(p);
    if (!srd5eCharacters.some((c) => c.id === p))
      throw new Error(`srd5e: encounter ${encounter.id} names unknown character ${p}`);
    return srd5eCharacter(p);
  });
}
