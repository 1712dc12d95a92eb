// 1.173 as written: a zone moved on a budget, drifting, and the ground it makes, inside the zones package's `zone`
// (1.175's `ram`, `costTimes` … come from the registry), with the rules the reference states for them.
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean, dice, number, object, ref, required } from "../../validate/schema.js";
import { zoneMoveRules } from "./rules.js";

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      "zone.move": { schema: object({ budget: required(ref("budget")), distance: required(number(1, 100_000)) }) },
      "zone.drift": { schema: object({ distance: required(number(1, 100_000)) }) },
      "zone.terrain": {
        schema: object({
          difficult: boolean,
          perDistance: object({
            every: required(number(1, 100_000)),
            amount: required(dice),
            damageType: required(ref("damageType")),
          }),
        }),
      },
    },
  },
  rules: zoneMoveRules,
};
