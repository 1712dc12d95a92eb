// The importer's test input: a few made-up monsters and spells in the 5e-database layout
// (fixtures/5e-database/), read as the CLI reads a source folder.
import { readFileSync } from "node:fs";
import { importDatabase, type Present } from "../../src/import/5e-database/index.js";
import type { SourceMonster, SourceSpell } from "../../src/import/5e-database/source.js";

export const FIXTURES = "test/import/fixtures/5e-database";

const read = (name: string) => JSON.parse(readFileSync(`${FIXTURES}/${name}`, "utf8"));
export const monsters = read("5e-SRD-Monsters.json") as SourceMonster[];
export const spells = read("5e-SRD-Spells.json") as SourceSpell[];

export const nothingPresent: Present = { spells: new Set(), creatures: new Set(), items: new Set(), gear: [] };

/** A catalog's own gear, made up for the tests: two weapons, a suit of armor and a shield. */
export const GEAR = [
  {
    id: "club",
    name: "Club",
    tags: ["weapon", "melee"],
    attack: { damage: "1d4", damageType: "bludgeoning", melee: true, reach: 5 },
  },
  {
    id: "sling",
    name: "Sling",
    tags: ["weapon", "ranged"],
    attack: { damage: "1d4", damageType: "bludgeoning", range: { normal: 30, long: 120 }, ability: "dex" },
  },
  {
    id: "hide",
    name: "Hide",
    tags: ["armor", "medium"],
    text: "Armor class 12 + Dexterity modifier (max 2).",
    stats: { ac: 12, dexMax: 2 },
  },
  { id: "shield", name: "Shield", tags: ["armor", "shield"], stats: { ac: 2 } },
];

export function imported(present: Present = nothingPresent) {
  return importDatabase({ monsters, spells, magicItems: read("5e-SRD-Magic-Items.json") }, present);
}

export type Entry = Record<string, unknown>;

export function creature(id: string, present?: Present): { entry: Entry; gaps: { part: string; section: string }[] } {
  const result = imported(present);
  const entry = result.creatures.find((c) => c.id === id) as Entry;
  const report = result.report.monsters.find((m) => m.id === id)!;
  return { entry, gaps: [...report.gaps] };
}

export const actionNamed = (entry: Entry, name: string) =>
  (entry.actions as Entry[]).find((a) => a.name === name) as Entry;
