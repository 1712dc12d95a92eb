// 1.263, 1.265 and 1.268 as written: a condition's `auras`, with their harms, saves, target types and sources, and
// the conditions an entry or a creature keeps on for the whole of every fight (`keepsOn`). Later keys inside an aura
// (1.265 `needs`, 1.269 and on) are looked up in the registry; what an aura must do is a stated rule (rules.ts).
import type { FormatExtension } from "../../validate/extensions.js";
import { targetTest } from "../../validate/format/combat.js";
import { appliesList } from "../../validate/format/mechanics.js";
import { value } from "../../validate/format/value.js";
import { array, boolean, dice, integer, number, object, oneOf, ref, required } from "../../validate/schema.js";
import { auraRules } from "./rules.js";

const aura = object({
  // Required before 1.265 (a stated rule, with what an aura must do).
  conditions: array(ref("condition"), { max: 50 }),
  distance: required(number(0, 100_000)),
  side: required(oneOf("allies", "enemies", "all")),
  self: boolean,
  when: object({ value: required(value), atLeast: integer(-10_000, 10_000), atMost: integer(-10_000, 10_000) }),
  harms: object({ dice, flat: integer(-1000, 1000), type: required(ref("damageType")) }),
  save: object({
    save: required(ref("save")),
    difficulty: required(integer(1, 100)),
    applies: required(appliesList),
    seen: boolean,
    immuneOnSuccess: boolean,
    immuneWhenEnds: boolean,
    failedBy: object({ atLeast: required(integer(1, 100)), applies: required(appliesList) }),
    avert: boolean,
    appliedDifficulty: boolean,
  }),
  targetTypes: object({ is: targetTest, not: targetTest }),
  sourcesOf: array(ref("condition"), { min: 1, max: 50 }),
  chosenKind: boolean,
  orSeen: boolean,
});

// 1.263: conditions held for the whole of every fight.
const keepsOn = { schema: array(ref("condition"), { min: 1, max: 20 }) };

export const format: FormatExtension = {
  fields: {
    "combat.condition": { auras: { schema: array(aura, { max: 4 }) } },
    "entry.mechanics": { keepsOn },
    creature: { keepsOn },
  },
  rules: auraRules,
};
