// Catalogs (src/ruleset/catalog.ts): spells and features, items, and creatures, told apart by `type`.
import {
  array,
  boolean,
  dice,
  integer,
  number,
  object,
  oneOf,
  record,
  ref,
  required,
  type Schema,
  string,
  switchOn,
  TEXT_MAX,
  union,
} from "../schema.js";
import { mechanics } from "./mechanics.js";
import { modifier } from "./modifier.js";

// Ids of entries are checked per catalog in refs.ts (they are unique within their catalog).
const entryId = required(string({ max: 100, min: 1, pattern: /^[^/]+$/, patternHint: "an id without '/'" }));

const common = {
  id: entryId,
  name: required(string()),
  text: string({ max: TEXT_MAX }),
  tags: array(string({ max: 100 }), { max: 50 }),
  filters: record(union(string(), number(), boolean), { max: 50 }),
  icon: string(),
};

const entry = object(
  { ...common, level: integer(0, 20), mechanics: mechanics("entry.mechanics", true) },
  { place: "entry" },
);

const effect = (place: "item.worn" | "item.carried") =>
  object(
    {
      abilities: record(object({ set: integer(0, 100), add: integer(-100, 100), max: integer(0, 100) }), {
        keys: "ability",
      }),
      defense: integer(-100, 100),
      modifiers: array(modifier, { max: 20 }),
    },
    { place },
  );

const item = object(
  {
    ...common,
    use: mechanics("item.use", false, { charges: integer(0, 1000) }),
    attack: object(
      {
        melee: boolean,
        reach: number(0, 10_000),
        range: object({ normal: required(number(0, 100_000)), long: number(0, 100_000) }),
        damage: required(dice),
        damageType: required(ref("damageType")),
        ability: union(ref("ability"), array(ref("ability"), { max: 10 })),
        toHit: integer(-100, 100),
        tags: array(string({ max: 100 }), { max: 50 }),
      },
      { place: "item.attack" },
    ),
    worn: effect("item.worn"),
    carried: effect("item.carried"),
    charges: object({
      max: required(integer(1, 1000)),
      recharge: object({ rests: required(array(ref("rest"), { max: 20 })), amount: dice }),
    }),
    toggle: object({ label: string() }),
    stack: integer(1, 10_000),
    stats: record(number(), { max: 100 }),
  },
  { place: "item" },
);

const action = mechanics("creature.action", false, {
  id: string({ max: 100, min: 1 }),
  name: required(string()),
  toHit: integer(-100, 100),
  reach: number(0, 10_000),
  melee: boolean,
  recharge: object({ dice: string({ max: 20 }), on: integer(1, 20) }),
  uses: integer(1, 100),
});

const creature = object(
  {
    ...common,
    size: required(ref("size")),
    types: array(string({ max: 100 }), { max: 20 }),
    defense: required(integer(0, 100)),
    health: required(dice),
    speed: required(record(number(0, 10_000), { max: 20 })),
    abilities: required(record(integer(0, 100), { keys: "ability" })),
    saves: record(integer(-100, 100), { keys: "save" }),
    skills: record(integer(-100, 100), { keys: "skill" }),
    resist: array(ref("damageType"), { max: 50 }),
    vulnerable: array(ref("damageType"), { max: 50 }),
    immune: array(ref("damageType"), { max: 50 }),
    conditionImmunities: array(ref("condition"), { max: 100 }),
    actions: required(array(action, { max: 50 })),
    traits: array(
      // The 1.378 trait text limit: 400 characters before it, 1200 from it.
      object({ name: required(string()), text: required(string({ max: 400, limit: "trait.text" })) }),
      { max: 50 },
    ),
    challenge: number(0, 100),
  },
  { place: "creature" },
);

const catalogFields = { label: required(string()), type: required(oneOf("entries", "items", "creatures")) };

export const catalog: Schema = switchOn("type", {
  entries: object({ ...catalogFields, entries: required(array(entry, { max: 10_000 })) }),
  items: object({ ...catalogFields, entries: required(array(item, { max: 10_000 })) }),
  creatures: object({ ...catalogFields, entries: required(array(creature, { max: 10_000 })) }),
});
