// 1.172 and 1.174 as written: a lasting zone on an entry with `area`. The zone-moves, zone-walls, zone-bursts and
// sight packages add their keys inside it (`zone.move`, `zone.blocks`, `zone.detonates`, `zone.obscures`); keys
// of sections no package implements are looked up in the registry.
import type { FormatExtension } from "../../validate/extensions.js";
import { array, boolean, dice, integer, object, oneOf, ref, required } from "../../validate/schema.js";
import { zoneRules } from "./rules.js";

export const zoneSchema = object({
  // Its range (1 to 1000) is a registry limit, checked with the declared version.
  rounds: required(integer()),
  anchor: oneOf("point", "caster"),
  triggers: array(oneOf("enter", "turn-start", "turn-end"), { max: 3 }),
  atCast: boolean,
  // 1.174.
  breaksConcentration: boolean,
  damageCap: integer(1, 1_000_000),
});

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      zone: { schema: zoneSchema },
      // 1.175: damage while held.
      "zone.whileHeld": {
        schema: object({
          condition: required(ref("condition")),
          amount: required(dice),
          damageType: required(ref("damageType")),
        }),
      },
    },
  },
  rules: zoneRules,
};
