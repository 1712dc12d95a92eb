// A ruleset's encounter as a fight set-up: its enemies, board and scene, and its party (inline sheets, or
// sheets given by the caller).
import type { RulesetDoc, SheetData } from "../ruleset/index.js";
import type { EncounterSetup } from "./simulate.js";

export function encounterSetup(ruleset: RulesetDoc, id?: string, party?: readonly SheetData[]): EncounterSetup {
  const encounters = ruleset.encounters ?? [];
  const encounter = id === undefined ? encounters[0] : encounters.find((e) => e.id === id);
  if (!encounter) throw new Error(id ? `no encounter ${id} in the ruleset` : "the ruleset has no encounters");
  const sheets = party ?? (encounter.party ?? []).filter((p): p is SheetData => typeof p === "object");
  if (!sheets.length) throw new Error(`encounter ${encounter.id} names no party sheets: give a party`);
  return {
    party: sheets,
    enemies: encounter.enemies,
    ...(encounter.inLair ? { inLair: encounter.inLair } : {}),
    ...(encounter.board ? { board: encounter.board } : {}),
    ...(encounter.scene ? { scene: encounter.scene } : {}),
  };
}
