// 1.283, 1.284 and 1.285 as written: a creature action bought between turns with points, and the legendary move
// (also after an action that does something, and in one mode), with the rules the reference states for them.
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean, integer, number, object, oneOf, required } from "../../validate/schema.js";
import { signatureRules } from "./rules.js";

export const format: FormatExtension = {
  fields: {
    "creature.action": {
      // A creature has 3 points a round, so no action costs more.
      signature: { schema: object({ cost: required(integer(1, 3)) }) },
      move: {
        schema: object({
          share: number(0, 1),
          distance: integer(1, 10_000),
          noOpportunity: boolean,
          untouchable: boolean,
          speed: oneOf("walk", "fly", "swim", "climb", "burrow"),
        }),
      },
    },
  },
  rules: signatureRules,
};
