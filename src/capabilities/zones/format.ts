// 1.172 and 1.174 as written: a lasting zone on an entry with `area`. The zone-moves, zone-walls, zone-bursts and
// sight packages add their keys inside it (`zone.move`, `zone.blocks`, `zone.detonates`, `zone.obscures`); keys
// of sections no package implements are looked up in the registry.
import type { FormatExtension } from "../../validate/extensions.js";
import {
  array,
  boolean,
  dice,
  type FieldsUnder,
  type Infer,
  integer,
  object,
  oneOf,
  ref,
  required,
} from "../../validate/schema.js";
import { zoneRules } from "./rules.js";

export const zoneSchema = object({
  /** Turns of its caster it lasts; its range (1 to 1000) is a registry limit, checked with the declared version. */
  rounds: required(integer()),
  anchor: oneOf("point", "caster"),
  triggers: array(oneOf("enter", "turn-start", "turn-end"), { max: 3 }),
  atCast: boolean,
  /** 1.174: a concentrating creature it catches saves for concentration against the entry's difficulty. */
  breaksConcentration: boolean,
  /** 1.174: it ends once it has dealt this much damage in total. */
  damageCap: integer(1, 1_000_000),
});

const fields = {
  zone: { schema: zoneSchema },
  /** 1.175: what it deals, instead of its own effect, to one who starts a turn in it held by its caster. */
  "zone.whileHeld": {
    schema: object({
      condition: required(ref("condition")),
      amount: required(dice),
      damageType: required(ref("damageType")),
    }),
  },
};

/** A lasting zone as written: the zones package's keys (other packages merge theirs into `ZoneDef`). */
export type ZoneWritten = Infer<typeof zoneSchema> & FieldsUnder<typeof fields, "zone.">;

export const format: FormatExtension = {
  fields: { "entry.mechanics": fields },
  rules: zoneRules,
};
