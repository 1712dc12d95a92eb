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

/** A ready-made character by id (`"fighter-3"`). */
export function srd5eCharacter(id: string): SheetData | undefined {
  return srd5eCharacters.find((c) => c.id === id);
}

/** An encounter by id, or the first when no id is given. */
export function srd5eEncounter(id?: string): EncounterDef | undefined {
  const all = srd5e.encounters ?? [];
  return id === undefined ? all[0] : all.find((e) => e.id === id);
}

/** The party an encounter names, as sheets (ids resolved against the ready-made characters). */
export function srd5eParty(encounter: EncounterDef): SheetData[] {
  return (encounter.party ?? []).map((p) => {
    if (typeof p !== "string") return p;
    const sheet = srd5eCharacter(p);
    if (!sheet) throw new Error(`srd5e: encounter ${encounter.id} names unknown character ${p}`);
    return sheet;
  });
}
