// 1.183 as written: zones that detonate, grow, are touched and burn, inside the zones package's `zone`, with the
// rules the reference states for them.
import type { FormatExtension } from "../../validate/extensions.js";
import { excludes, needs } from "../../validate/rules/rule.js";
import { array, boolean, dice, object, ref, required } from "../../validate/schema.js";

const PLACES = ["entry.mechanics", "item.use"] as const;

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      "zone.detonates": { schema: boolean },
      "zone.grows": { schema: dice },
      "zone.touched": { schema: boolean },
      "zone.burns": {
        schema: object({
          by: required(array(ref("damageType"), { min: 1, max: 20 })),
          amount: required(dice),
          damageType: required(ref("damageType")),
        }),
      },
    },
  },
  rules: [
    // "`touched` makes anyone who moves onto its centre make the entry's save"; "It stays where it was cast."
    needs("1.183", PLACES, "zone.touched", ["save"]),
    excludes("1.183", PLACES, "zone.detonates", "zone.move"),
    excludes("1.183", PLACES, "zone.detonates", "zone.drift"),
    excludes("1.183", PLACES, "zone.detonates", "zone.anchor", "caster"),
  ],
};
