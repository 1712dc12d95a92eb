// 1.183 as written: zones that detonate, grow, are touched and burn, inside the zones package's `zone`, with the
// rules the reference states for them.
import type { FormatExtension } from "../../validate/extensions.js";
import { excludes, needs } from "../../validate/rules/rule.js";
import { array, boolean, dice, type FieldsUnder, object, ref, required } from "../../validate/schema.js";

const PLACES = ["entry.mechanics", "item.use"] as const;

const fields = {
  /** Does nothing while it stands; applies the entry's effect once to everyone in it when it ends. */
  "zone.detonates": { schema: boolean },
  /** Dice added to its amount at the end of each of its caster's turns. */
  "zone.grows": { schema: dice },
  /** Someone moving onto its centre makes the entry's save and sets it off on a failure. */
  "zone.touched": { schema: boolean },
  /** Set alight by damage of these types, it deals `amount` to those in it and burns away. */
  "zone.burns": {
    schema: object({
      by: required(array(ref("damageType"), { min: 1, max: 20 })),
      amount: required(dice),
      damageType: required(ref("damageType")),
    }),
  },
};

declare module "../zones/state.js" {
  interface ZoneDef extends FieldsUnder<typeof fields, "zone."> {}
}

export const format: FormatExtension = {
  fields: { "entry.mechanics": fields },
  rules: [
    // "`touched` makes anyone who moves onto its centre make the entry's save"; "It stays where it was cast."
    needs("1.183", PLACES, "zone.touched", ["save"]),
    excludes("1.183", PLACES, "zone.detonates", "zone.move"),
    excludes("1.183", PLACES, "zone.detonates", "zone.drift"),
    excludes("1.183", PLACES, "zone.detonates", "zone.anchor", "caster"),
  ],
};
