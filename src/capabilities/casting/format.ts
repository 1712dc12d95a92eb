// 1.181 and 1.284 as written: a creature's spells, cast as a sheet's list entries are, with its own numbers, fields,
// slots and components; and a signature action that casts one of them. The rules the reference states for them
// (the fields' types, the pools, a casting action doing nothing else) are in rules.ts.
import type { FormatExtension } from "../../validate/extensions.js";
import {
  array,
  boolean,
  integer,
  number,
  object,
  record,
  ref,
  required,
  string,
  union,
} from "../../validate/schema.js";
import { spellcastingRules } from "./rules.js";

const components = array(ref("component"), { max: 20 });
const spellcasting = object({
  toHit: integer(-100, 100),
  difficulty: integer(0, 100),
  fields: record(union(number(), string({ max: 100 }), boolean), { keys: "field", max: 100 }),
  pools: record(integer(0, 1000), { keys: "pool", max: 50 }),
  components,
  spells: required(
    array(union(ref("entry"), object({ spell: required(ref("entry")), uses: integer(1, 100), components })), {
      min: 1,
      max: 200,
    }),
  ),
});

export const format: FormatExtension = {
  fields: {
    creature: { spellcasting: { schema: spellcasting } },
    "creature.action": { casting: { schema: object({ cantripsOnly: boolean }) } },
  },
  rules: spellcastingRules,
};
