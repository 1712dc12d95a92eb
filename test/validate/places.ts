// Where each registry place stands in a minimal ruleset (the validator tests' fixture), for tests that write a
// key at its place: the key-by-key verdicts and the documented keys.
import type { Place } from "../../src/registry/index.js";
import type { PathSegment } from "../../src/validate/path.js";
import { type Doc, fixture } from "./helpers.js";

/** A version past every section of the reference. */
export const TOP = "1.600";

/** Places whose keys are never written in a ruleset document, and why. */
export const OUTSIDE: Partial<Record<Place, string>> = {
  "menu.option": "an option the fight offers",
  "menu.choice": "a choice a player sends",
  log: "an event of the combat log",
  rejection: "a rejection code of a choice",
  command: "a Game Master command",
  state: "the fight's state and result",
  story: "region rules a story hands a fight",
  api: "a host call",
  battlefield: "a world battlefield of a story",
  "board.pack": "a board pack, a document of its own (battle-board art)",
};

const hero = () => ({
  name: "Hero",
  abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
  inventory: [{ item: "gear/longsword" }],
});

export interface Host {
  readonly at: PathSegment[];
  readonly make?: (doc: Doc) => void;
}

/** A condition of the fixture other than the host condition (conditions[0]), for auras and kinds. */
export const OTHER = 2;

/** Where an object of each ruleset place stands in the fixture, made there first when the fixture has none. */
export const HOSTS: Partial<Record<Place, Host>> = {
  entry: { at: ["catalogs", "spells", "entries", 2] },
  "entry.mechanics": { at: ["catalogs", "spells", "entries", 2, "mechanics"] },
  "entry.row.scaled": {
    at: ["catalogs", "spells", "entries", 2, "row", "scaled", "dice"],
    make: (d) => {
      d.sheet.lists[0].columns.push({ id: "dice", label: "Dice", type: "text" });
      d.catalogs.spells.entries[2].row = { list: "spells_known", scaled: { dice: { from: { field: "level" } } } };
    },
  },
  item: { at: ["catalogs", "gear", "entries", 1] },
  "item.use": { at: ["catalogs", "gear", "entries", 1, "use"] },
  "item.attack": { at: ["catalogs", "gear", "entries", 0, "attack"] },
  "item.worn": { at: ["catalogs", "gear", "entries", 0, "worn"], make: (d) => (d.catalogs.gear.entries[0].worn = {}) },
  "item.carried": {
    at: ["catalogs", "gear", "entries", 0, "carried"],
    make: (d) => (d.catalogs.gear.entries[0].carried = {}),
  },
  creature: { at: ["catalogs", "monsters", "entries", 1] },
  "creature.action": { at: ["catalogs", "monsters", "entries", 1, "actions", 0] },
  combat: { at: ["combat"] },
  "combat.condition": { at: ["combat", "conditions", 0] },
  "combat.level": { at: ["combat", "levels", 0], make: (d) => (d.combat.levels = [{ derived: "ac", at: 20 }]) },
  "combat.budget": { at: ["combat", "budgets", 0] },
  contest: {
    at: ["combat", "contests", 0],
    make: (d) =>
      (d.combat.contests = [
        {
          id: "shove",
          label: "Shove",
          budget: "action",
          attacker: ["athletics"],
          defender: ["athletics"],
          onWin: { push: 5 },
        },
      ]),
  },
  modifier: { at: ["combat", "conditions", 0, "modifiers", 0] },
  light: {
    at: ["combat", "conditions", 0, "light"],
    make: (d) => (d.combat.conditions[0].light = { bright: 20, dim: 20 }),
  },
  lightRule: {
    at: ["encounters", 0, "board", "lightRule"],
    make: (d) => (d.encounters[0].board.lightRule = {}),
  },
  "target.test": {
    at: ["combat", "conditions", 0, "auras", 0, "targetTypes", "is"],
    make: (d) =>
      (d.combat.conditions[0].auras = [
        { distance: 10, side: "enemies", conditions: [d.combat.conditions[OTHER].id], targetTypes: { is: {} } },
      ]),
  },
  sheet: { at: ["sheet"] },
  "sheet.ability": { at: ["sheet", "abilities", 0] },
  "sheet.skill": { at: ["sheet", "skills", 0] },
  "sheet.derived": { at: ["sheet", "derived", 0] },
  "sheet.pool": { at: ["sheet", "live", "pools", 0] },
  "sheet.track": { at: ["sheet", "live", "tracks", 0] },
  "sheet.condition": { at: ["sheet", "live", "conditions", 0] },
  "sheet.list": { at: ["sheet", "lists", 0] },
  "sheet.text": { at: ["sheet", "live", "texts", 0] },
  "sheet.inventory": {
    at: ["encounters", 0, "party", 0, "inventory", 0],
    make: (d) => (d.encounters[0].party = [hero()]),
  },
  rest: { at: ["rests", 1] },
  encounter: { at: ["encounters", 0] },
  board: { at: ["encounters", 0, "board"] },
  "board.terrain": {
    at: ["encounters", 0, "board", "legend", "T"],
    make: (d) => {
      d.encounters[0].board.cells = ["T........."];
      d.encounters[0].board.legend = { T: { label: "Trees" }, ".": { label: "Open" } };
    },
  },
  "board.event": {
    at: ["encounters", 0, "board", "events", 0],
    make: (d) => (d.encounters[0].board.events = [{ id: "flood", at: "round-start" }]),
  },
  "board.prop": {
    at: ["encounters", 0, "board", "props", 0],
    make: (d) => (d.encounters[0].board.props = [{ id: "jar", label: "Oil jar" }]),
  },
};

/** Writes `value` at `path` below `host`, making the objects and lists on the way. */
export function put(host: Doc, path: readonly PathSegment[], value: unknown): void {
  let at = host;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    if (at[key] === undefined || typeof at[key] !== "object") at[key] = typeof path[i + 1] === "number" ? [] : {};
    at = at[key];
  }
  at[path[path.length - 1]!] = value;
}

export function get(doc: Doc, path: readonly PathSegment[]): Doc {
  return path.reduce((node, key) => node[key], doc);
}

/** The fixture at `version` with the host object of `place` made. */
export function hosted(place: Place, version: string): Doc {
  const doc = fixture();
  doc.capabilityApi = version;
  HOSTS[place]?.make?.(doc);
  return doc;
}
