// The Value forms (src/ruleset/value.ts): a number, or an object with exactly one form key. Never code.
import {
  array,
  dice,
  integer,
  lazy,
  number,
  object,
  oneOf,
  ref,
  type Schema,
  string,
  thresholdTable,
  tuple,
  union,
} from "../schema.js";

const valueRef: Schema = lazy(() => value);

const itemStat = object({
  stat: { schema: string({ max: 100, min: 1 }), required: true },
  from: oneOf("worn", "carried", "any"),
  pick: oneOf("max", "min", "sum", "first"),
  default: number(),
});

const forms = object(
  {
    const: number(),
    field: ref("field"),
    derived: ref("derived"),
    abilityMod: ref("ability"),
    abilityModFromField: ref("field"),
    abilityScore: ref("ability"),
    skillMod: ref(["skill", "save"]),
    itemStat,
    sum: array(valueRef, { min: 1, max: 32 }),
    max: array(valueRef, { min: 1, max: 32 }),
    min: array(valueRef, { min: 1, max: 32 }),
    times: tuple(valueRef, number()),
    half: valueRef,
    round: oneOf("down", "up"),
    from: valueRef,
    table: thresholdTable(number()),
  },
  {
    oneOf: [
      "const",
      "field",
      "derived",
      "abilityMod",
      "abilityModFromField",
      "abilityScore",
      "skillMod",
      "itemStat",
    ].concat(["sum", "max", "min", "times", "half", "from"]),
    exactlyOne: true,
    label: "a value",
    // `from` reads a table, a table needs its `from`, and `round` rounds a `half`.
    pairs: [
      ["from", "table"],
      ["table", "from"],
      ["round", "half"],
    ],
  },
);

/** A number read from a sheet, or a plain number. */
export const value: Schema = union(number(), forms);

/** A threshold table of dice (`scales`): the last row the value reaches. */
export const scaledDice: Schema = object({
  from: { schema: value, required: true },
  table: { schema: thresholdTable(dice, integer()), required: true },
});
