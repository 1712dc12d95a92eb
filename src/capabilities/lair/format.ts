// 1.315, 1.327 and 1.336 as written: lair actions and their timing on a creature's actions, the count they come at,
// and a condition that ends at its applier's next lair count, with the rules the reference states for them
// (rules.ts: what they name); versions are the registry's.
import type { FormatExtension } from "../../validate/extensions.js";
import { array, boolean, integer, string, union } from "../../validate/schema.js";
import { lairRules } from "./rules.js";

const actionId = string({ max: 100, min: 1 });
// 1.327: it also ends at its applier's next lair count.
const untilLair = { "applies[].duration.untilLair": { schema: boolean } };

export const format: FormatExtension = {
  fields: {
    "creature.action": {
      lair: { schema: boolean },
      actedOnly: { schema: boolean },
      brokenNextLair: { schema: union(actionId, array(actionId, { min: 1, max: 50 })) },
      ...untilLair,
    },
    // 1.315: the count its lair actions come at (20 when omitted).
    creature: { lairInitiative: { schema: integer(-100, 100) } },
    "entry.mechanics": untilLair,
  },
  rules: lairRules,
};
