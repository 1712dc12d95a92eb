// The sheet definition (src/ruleset/sheet.ts): abilities, skills, saves, fields, derived values, live pools,
// tracks, conditions, texts and lists.
import { array, boolean, id, integer, number, object, oneOf, record, ref, required, string, union } from "../schema.js";
import { value } from "./value.js";

const label = required(string());
const fieldType = required(oneOf("number", "text", "enum", "boolean"));
const enumValues = array(string({ max: 100 }), { max: 200 });

const ability = object({ id: required(id("ability")), label, checkAdd: value }, { place: "sheet.ability" });

const untrained = object({ add: required(value) });

const skill = object(
  { id: required(id("skill")), label, ability: required(ref("ability")), untrained },
  { place: "sheet.skill" },
);

const save = object(
  { id: required(id("save")), label, ability: required(ref("ability")), untrained },
  { place: "sheet.skill" },
);

const field = object({
  id: required(id("field")),
  label,
  type: fieldType,
  default: union(number(), string({ max: 1000 }), boolean),
  values: enumValues,
  min: number(),
  max: number(),
});

const derived = object(
  { id: required(id("derived")), label, value: required(value), signed: boolean },
  { place: "sheet.derived" },
);

const pool = object(
  {
    id: required(id("pool")),
    label,
    max: required(value),
    group: id("poolGroup", { shared: true }),
    level: integer(0, 100),
    recharge: object({ rests: required(array(ref("rest"), { max: 20 })), amount: value }),
    health: boolean,
    unit: string({ max: 50 }),
    units: string({ max: 50 }),
  },
  { place: "sheet.pool" },
);

const track = object(
  {
    id: required(id("track")),
    label,
    levels: required(array(object({ label, halvesMaxHealth: boolean, defeats: boolean }), { min: 1, max: 100 })),
    start: integer(0, 100),
    showWhenSet: boolean,
  },
  { place: "sheet.track" },
);

const condition = object(
  { id: required(id("sheetCondition")), label, icon: string(), pickable: boolean },
  { place: "sheet.condition" },
);

const text = object({ id: required(id("text")), label }, { place: "sheet.text" });

const column = object({ id: required(string({ max: 100, min: 1 })), label, type: fieldType, values: enumValues });

const list = object(
  {
    id: required(id("list")),
    label,
    catalog: ref("catalog"),
    columns: required(array(column, { max: 50 })),
    // Counter rows (1.404, docs/sheets.md): the columns holding each row's name, maximum, spent count and rest.
    pools: object({
      name: required(string({ max: 100, min: 1 })),
      max: required(string({ max: 100, min: 1 })),
      used: required(string({ max: 100, min: 1 })),
      recharge: string({ max: 100, min: 1 }),
    }),
  },
  { place: "sheet.list" },
);

// A facet filter: facet → a scalar or a list of scalars (a spell's level, school, class).
const facets = record(
  union(number(), string({ max: 200 }), boolean, array(union(number(), string({ max: 200 })), { max: 50 })),
  {
    max: 50,
  },
);

// The guided builder (docs/sheets.md): catalog steps choose entries into a list, mark steps cap a yes/no column.
const builderStep = object({
  id: required(string({ min: 1, max: 100 })),
  label,
  list: required(ref("list")),
  catalog: ref("catalog"),
  mark: string({ min: 1, max: 100 }),
  filters: facets,
  notFilters: facets,
  count: required(value),
  stamp: record(union(number(), string({ max: 1000 }), boolean), { max: 50 }),
});

export const sheet = object(
  {
    abilities: required(array(ability, { min: 1, max: 50 })),
    abilityModifier: object({ base: required(integer(-100, 100)), per: required(integer(1, 100)) }),
    proficiency: object({
      bonus: required(value),
      tiers: required(
        array(object({ id: required(id("tier")), label, times: required(number(0, 10)) }), { min: 1, max: 10 }),
      ),
    }),
    skills: array(skill, { max: 200 }),
    saves: array(save, { max: 50 }),
    fields: array(field, { max: 500 }),
    derived: array(derived, { max: 500 }),
    live: object({
      pools: array(pool, { max: 500 }),
      tracks: array(track, { max: 50 }),
      // The 1.188 limits on conditions lists grow with the declared version.
      conditions: array(condition, { max: 80, limit: "conditions" }),
      texts: array(text, { max: 100 }),
    }),
    lists: array(list, { max: 100 }),
    builder: object({ steps: required(array(builderStep, { max: 100 })) }),
  },
  { place: "sheet", first: ["lists"] },
);
