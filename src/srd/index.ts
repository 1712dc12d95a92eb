// The bundled SRD 5e ruleset (System Reference Document 5.1, CC-BY-4.0), a separate entry so the engine's
// main bundle stays lean: `import { srd5e, srd5eCharacters } from "gamemode-engine/srd5e"`. The JSON is the
// merge of rulesets/srd5e/ written by scripts/build-srd.mjs.
import merged from "../../rulesets/srd5e.json" with { type: "json" };
import type { EncounterDef, RulesetDoc, SheetData } from "../ruleset/index.js";

const data = merged as unknown as { ruleset: RulesetDoc; characters: SheetData[] };

/** The ruleset document, ready for `validate`, `load` and `startCombat`. */
export const srd5e: RulesetDoc = data.ruleset;

/** The ready-made characters (fighter, rogue, wizard, cleric, paladin and ranger at levels 1, 3 and 5). */
export const srd5eCharacters: readonly SheetData[] = data.characters;

/** Every encounter of the ruleset, in its order (`goblin-ambush` first). */
export const srd5eEncounters: readonly EncounterDef[] = srd5e.encounters ?? [];

/** A ready-made character by id (`"fighter-3"`); an unknown id throws, naming the ids there are. */
export function srd5eCharacter(id: string): SheetData {
  const sheet = srd5eCharacters.find((c) => c.id === id);
  if (!sheet) throw new Error(unknown("character", id, srd5eCharacters));
  return sheet;
}

/** An encounter by id, or the first when no id is given; an unknown id throws, naming the ids there are. */
export function srd5eEncounter(id?: string): EncounterDef {
  const encounter = id === undefined ? srd5eEncounters[0] : srd5eEncounters.find((e) => e.id === id);
  if (!encounter) throw new Error(unknown("encounter", id ?? "", srd5eEncounters));
  return encounter;
}

function unknown(what: string, id: string, known: readonly { id?: string }[]): string {
  return `srd5e: no ${what} ${JSON.stringify(id)}; the ${what}s are ${known.map((k) => k.id).join(", ")}`;
}

/** The party an encounter names, as sheets (ids resolved against the ready-made characters). */
export function srd5eParty(encounter: EncounterDef): SheetData[] {
  return (encounter.party ?? []).map((p) => {
    if (typeof p !== "string") return p;
    if (!srd5eCharacters.some((c) => c.id === p))
      throw new Error(`srd5e: encounter ${encounter.id} names unknown character ${p}`);
    return srd5eCharacter(p);
  });
}
