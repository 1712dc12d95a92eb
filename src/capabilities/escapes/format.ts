// 1.174 as written: a condition an entry applies that its holder escapes with a contest against the save difficulty
// (`applies[].escapeDc`), and the rule the reference states for it; 1.175's `escapeChecks` and `from.escapable`.
import type { FormatExtension } from "../../validate/extensions.js";
import { array, boolean, integer, oneOf, ref, union } from "../../validate/schema.js";
import { escapeRules } from "./rules.js";

// "save" on an entry or item use (1.174); a creature action's fixed number is 1.407's (the registry knows both).
const escapeDc = { "applies[].escapeDc": { schema: union(oneOf("save"), integer(1, 100)) } };

// 1.175: the contest checks that break the hold.
const escapeChecks = { schema: array(ref(["combatCheck", "skill"]), { min: 1, max: 20 }) };

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { ...escapeDc, "applies[].escapeChecks": escapeChecks },
    "item.use": escapeDc,
    "creature.action": escapeDc,
    contest: { "from.escapable": { schema: boolean } },
  },
  rules: escapeRules,
};
