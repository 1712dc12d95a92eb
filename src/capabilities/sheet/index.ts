// Capability package "sheet": What lives wholly on the character sheet: worn and carried items, live conditions, charges, untrained checks, rest dice (1.335, 1.337), Arcane Recovery (1.410) and cells whose text follows the sheet (1.411).
import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./format.js";
import { restDiceRules } from "./rest-dice-rules.js";
import { rowTextsRules } from "./row-texts-rules.js";

export const sheetPackage: CapabilityPackage = {
  id: "sheet",
  summary:
    "What lives wholly on the character sheet: worn and carried items, live conditions, charges, untrained checks, rest dice (1.335, 1.337), Arcane Recovery (1.410) and cells whose text follows the sheet (1.411).",
  implements: [
    "base worn",
    "base carried",
    "base worn.abilities",
    "base live.conditions",
    "base clear.conditions",
    "base charges.max",
    "base charges.breaksOn.atMost",
    "base untrained",
    "1.313 abilities.<ability>.max",
    "1.313 binds.needsWorn",
    "1.313 binds.needsWorn.anyOf",
    "1.335 dice",
    "1.335 dice.pool",
    "1.335 dice.die",
    "1.335 dice.add",
    "1.335 dice.heals",
    "1.335 dice.extra",
    "1.335 dice.extra.die",
    "1.335 dice.extra.add",
    '1.335 [sheet: op="rest" rest="short" dice="2"]',
    "1.337 dice as a list",
    "1.337 dice[].pool",
    "1.337 dice[].die",
    "1.337 dice[].add",
    "1.337 dice[].heals",
    "1.337 dice[].extra",
    '1.337 pool="\u2026"',
    "1.337 dice[].add.itemStat",
    "1.337 dice[].extra.add.itemStat",
    '1.337 [sheet: op="rest" rest="short" dice="N" pool="\u2026"]',
    "1.411 texts",
    "1.410 recovers",
    "1.410 recovers.group",
    "1.410 recovers.upTo",
    "1.410 recovers.most",
    '1.410 recover="\u2026"',
    '1.410 [sheet: op="use" name="\u2026" recover="\u2026"]',
  ],
  format: { ...format, rules: [...restDiceRules, ...rowTextsRules] },
  modules: [],
};
