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
  thresholdTable,
  union,
} from "../schema.js";
import { appliedCondition, KINDS, mechanics, mechanicsKeys } from "./mechanics.js";
import { modifier } from "./modifier.js";
import { value } from "./value.js";

// 1.410: gives back spent pools of a group, their levels adding up to no more than `upTo`, none above `most`.
const recovers = object({ group: required(ref("poolGroup")), upTo: required(value), most: integer(1, 100) });

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

// The row an entry writes into a sheet list (src/ruleset/catalog.ts RowStampDef): the sheet reads `scaled`
// cells from here, not from the list row. 1.411 adds `texts` in place of `table` (its version is the registry's;
// rules/rows.ts checks the column it scales).
const scaledCell = object(
  {
    from: required(value),
    table: thresholdTable(number()),
    texts: thresholdTable(string({ max: 200 })),
  },
  { place: "entry.row.scaled", oneOf: ["table", "texts"], label: "a scaled cell" },
);

const rowStamp = object({
  list: required(ref("list")),
  values: record(union(string(), number(), boolean), { max: 100 }),
  scaled: record(scaledCell, { max: 50 }),
});

const entry = object(
  {
    ...common,
    level: integer(0, 20),
    mechanics: mechanics("entry.mechanics", true, {
      recovers,
    }),
    row: rowStamp,
  },
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
        // More damage on a hit, as an entry's `plus` (base, decision 6); 1.187 adds `not` through the registry.
        plus: array(object({ dice, flat: integer(-1000, 1000), type: ref("damageType") }), { max: 20 }),
        // Conditions the one hit receives (base, as an entry's `applies`); 1.187 adds `targetIs` and `oncePerTurn`.
        onHit: array(appliedCondition, { max: 6 }),
      },
      { place: "item.attack" },
    ),
    worn: effect("item.worn"),
    carried: effect("item.carried"),
    charges: object({
      max: required(integer(1, 1000)),
      recharge: object({ rests: required(array(ref("rest"), { max: 20 })), amount: dice }),
      // The last-charge die (a d20 unless `die`): faces up to `atMost` break the item. 1.271 lets `atMost` be
      // omitted beside `regains`, 1.272 adds `becomes`; the registry knows those.
      breaksOn: object({ die: integer(2, 100), atMost: integer(1, 100) }),
    }),
    conditionImmunities: array(ref(["condition", "conditionKind"]), { max: 100 }),
    toggle: object({ label: string() }),
    stack: integer(1, 10_000),
    stats: record(number(), { max: 100 }),
  },
  { place: "item" },
);

// A creature action: the entry mechanics keys a stat block needs, with the reference's own `damage` and
// `heal` (`"damage": {"dice": "3d6", "type": "acid"}`) in place of an entry's `amount` and `damageType`, and
// `toHit` in place of `attackRoll`. Extra damage parts go in `plus`, as on an entry.
const {
  amount: _amount,
  amountAdd: _amountAdd,
  damageType: _damageType,
  attackRoll: _attackRoll,
  scales: _scales,
  cost: _cost,
  perCostStep: _perCostStep,
  targetsPerCostStep: _targetsPerCostStep,
  rider: _rider,
  ...actionMechanics
} = mechanicsKeys;

const actionId = string({ max: 100, min: 1 });

const action = object(
  {
    ...actionMechanics,
    // 1.291: the reference writes a creature's permission `{ "actions": [...] }`; the bare list is the base form.
    standard: union(
      array(ref("standard"), { max: 10 }),
      object({ actions: required(array(ref("standard"), { max: 10 })) }),
    ),
    kind: KINDS,
    id: actionId,
    name: required(string()),
    toHit: integer(-100, 100),
    reach: number(0, 10_000),
    melee: boolean,
    damage: object({ dice, flat: integer(-1000, 1000), type: required(ref("damageType")) }),
    heal: dice,
    // A multiattack: the creature's own actions by id (or name), each `count` times (1 when omitted).
    sequence: array(union(actionId, object({ action: required(actionId), count: integer(1, 10) })), {
      min: 1,
      max: 20,
    }),
    recharge: object({ dice: string({ max: 20 }), on: integer(1, 20) }),
    uses: integer(1, 100),
  },
  { place: "creature.action" },
);

const creature = object(
  {
    ...common,
    size: required(ref("size")),
    types: array(string({ max: 100, ref: "creatureType" }), { max: 20 }),
    defense: required(integer(0, 100)),
    health: required(dice),
    speed: required(record(number(0, 10_000), { max: 20 })),
    abilities: required(record(integer(0, 100), { keys: "ability" })),
    saves: record(integer(-100, 100), { keys: "save" }),
    skills: record(integer(-100, 100), { keys: "skill" }),
    resist: array(ref("damageType"), { max: 50 }),
    vulnerable: array(ref("damageType"), { max: 50 }),
    immune: array(ref("damageType"), { max: 50 }),
    conditionImmunities: array(ref(["condition", "conditionKind"]), { max: 100 }),
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
