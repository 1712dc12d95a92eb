// The bundled ruleset as the tests read it: the committed merge, and lookups into it.
import type { CreatureDef, EntryDef, ItemDef, RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacters } from "../../src/srd/index.js";

export const ruleset: RulesetDoc = srd5e;
export const characters = srd5eCharacters;

export function entries<T = EntryDef>(catalog: string): T[] {
  return (ruleset.catalogs?.[catalog]?.entries ?? []) as unknown as T[];
}

export const creatures = () => entries<CreatureDef>("creatures");
export const items = () => entries<ItemDef>("items");

/** Proficiency bonus by challenge, as the SRD prints it. */
export function proficiencyOf(challenge: number): number {
  return challenge < 5 ? 2 : Math.floor((challenge - 1) / 4) + 2;
}

export const mod = (score: number) => Math.floor((score - 10) / 2);
