// The inputs of a combat (src/ruleset/encounter.ts, sheet-data.ts): encounters, their boards and sheets.

import { ENGINE_LIMITS } from "../../registry/limits.js";
import {
  array,
  boolean,
  id,
  integer,
  number,
  object,
  oneOf,
  record,
  ref,
  required,
  string,
  TEXT_MAX,
  tuple,
  union,
} from "../schema.js";

const { boardSide, boardWalls, combatants } = ENGINE_LIMITS;
const cell = tuple(integer(0, boardSide - 1), integer(0, boardSide - 1));

// A terrain's `height`, `light` and `obscured` are the registry's too (1.318, a cell's own): their shapes are
// checked here, their version there.
const terrain = object(
  {
    label: string(),
    difficult: boolean,
    blocksMove: boolean,
    blocksSight: boolean,
    height: number(-10_000, 10_000),
    light: oneOf("bright", "dim", "dark"),
    obscured: oneOf("light", "heavy"),
  },
  { place: "board.terrain" },
);

// The one registry place of board keys: the reference writes some from the encounter (`board.events`,
// 1.318), the registry keeps them all here (`events`, `broken`, `growth.cutBy`).
export const boardSchema = object(
  {
    width: required(integer(1, boardSide)),
    height: required(integer(1, boardSide)),
    cells: array(string({ max: boardSide }), { max: boardSide }),
    legend: record(terrain, { max: 64 }),
    walls: array(cell, { max: boardWalls }),
    heights: array(object({ cell: required(cell), height: required(number(-10_000, 10_000)) }), { max: boardWalls }),
    // Prop and event keys are all the registry's (1.316, 1.318): each item is a registry place of its own.
    props: array(object({}, { place: "board.prop" }), { max: 1000 }),
    events: array(object({}, { place: "board.event" }), { max: 1000 }),
    // 1.319: a light rule's keys are the registry's, at a place of their own.
    lightRule: object({}, { place: "lightRule" }),
    party: array(cell, { max: combatants }),
  },
  { place: "board" },
);

const scalar = union(number(), string({ max: 1000 }), boolean);

/** A character sheet's values, shaped by the ruleset's sheet definition. */
export const sheetData = object({
  id: string({ max: 100, min: 1 }),
  name: required(string()),
  abilities: required(record(integer(0, 100), { keys: "ability" })),
  fields: record(scalar, { keys: "field" }),
  proficiencies: record(ref("tier"), { keys: ["skill", "save"] }),
  live: object({
    pools: record(integer(0, 1_000_000), { keys: "pool" }),
    tracks: record(integer(0, 100), { keys: "track" }),
    conditions: array(ref("sheetCondition"), { max: 640 }),
    texts: record(string({ max: TEXT_MAX }), { keys: "text" }),
    // What a fight settles onto the sheet comes back into the next one: temporary points per pool, and (1.304)
    // by entry whom an entry with `oncePerTarget` was used on.
    temporary: record(integer(0, 1_000_000), { keys: "pool" }),
    usedOn: record(array(string({ max: 200 }), { max: 200 }), { max: 200 }),
    // 1.252: points restored past a pool's maximum (`overMax`), kept until a rest refills the pool.
    overMax: record(integer(0, 1_000_000), { keys: "pool" }),
    // 1.193/1.203: the part of a pool's maximum held back until a rest (`rest`) or until unsealed (`lasting`), and
    // what each disease took of it (1.261).
    sealed: record(
      object({
        rest: integer(0, 1_000_000),
        lasting: integer(0, 1_000_000),
        byCondition: record(integer(0, 1_000_000), { keys: "condition" }),
      }),
      { keys: "pool" },
    ),
  }),
  lists: record(array(record(scalar), { max: 1000 }), { keys: "list" }),
  inventory: array(
    object(
      {
        item: required(ref("item")),
        quantity: integer(0, 1_000_000),
        worn: boolean,
        wielded: boolean,
        charges: integer(0, 1000),
        on: boolean,
      },
      // `on` is the registry's (1.295, toggled items); its shape is checked here.
      { place: "sheet.inventory" },
    ),
    { max: 1000 },
  ),
});

export const encounter = object(
  {
    id: required(id("encounter")),
    name: required(string()),
    party: array(union(sheetData, string({ max: 100, min: 1 })), { max: combatants }),
    enemies: required(
      array(
        object({
          creature: required(ref("creature")),
          count: integer(1, combatants),
          // One cell, or one per creature of the count.
          at: union(cell, array(cell, { max: combatants })),
          // 1.315: the Game Master's mark that this enemy is in its lair (its version: rules/lair.ts).
          inLair: boolean,
        }),
        { max: combatants },
      ),
    ),
    // 1.315: creatures that fight in their lair.
    inLair: array(ref("creature"), { max: combatants }),
    // Rounds before the fight ends as a stalemate (ENGINE_LIMITS.roundCap when not named).
    roundCap: integer(1, ENGINE_LIMITS.roundCapMax),
    board: boardSchema,
    scene: object({ time: oneOf("day", "dusk", "night"), indoors: boolean, location: string() }),
  },
  { place: "encounter" },
);
