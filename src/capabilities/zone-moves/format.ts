// 1.173 as written: a zone moved on a budget, drifting, and the ground it makes, inside the zones package's `zone`
// (the later sections' keys, 1.175's `ram` and `costTimes` and 1.182's `towardCaster`, are dated by the registry),
// with the rules the reference states for them.
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean, dice, type FieldsUnder, integer, number, object, ref, required } from "../../validate/schema.js";
import { zoneMoveRules } from "./rules.js";

const fields = {
  /** Its caster can move it on a budget, this far from its centre. */
  "zone.move": {
    schema: object({
      budget: required(ref("budget")),
      distance: required(number(1, 100_000)),
      /** 1.175: it goes one cell at a time in a straight line, stopping on the first one where it touches someone new. */
      ram: boolean,
    }),
  },
  /** It drifts this far away from its caster at the start of each of the caster's turns. */
  "zone.drift": { schema: object({ distance: required(number(1, 100_000)) }) },
  /** The ground it makes for those it catches. */
  "zone.terrain": {
    schema: object({
      /** Equal to `costTimes: 2`. */
      difficult: boolean,
      /** 1.175: each step into it costs this many normal steps (2 to 10, a stated rule). */
      costTimes: integer(),
      /** 1.175: each step into it costs double again, on top of any difficult ground. */
      halvesSpeed: boolean,
      /** 1.182: its costlier ground counts only on a step that brings the mover nearer the caster (Gust of Wind). */
      towardCaster: boolean,
      perDistance: object({
        every: required(number(1, 100_000)),
        amount: required(dice),
        damageType: required(ref("damageType")),
      }),
    }),
  },
};

declare module "../zones/state.js" {
  interface ZoneDef extends FieldsUnder<typeof fields, "zone."> {}
}

export const format: FormatExtension = {
  fields: { "entry.mechanics": fields },
  rules: zoneMoveRules,
};
