// Every stated rejection the validator checks, by topic.
import { areaRules } from "./areas.js";
import { boardRules } from "./board.js";
import { creatureRules } from "./creatures.js";
import { encounterRules } from "./encounters.js";
import { itemRules } from "./items.js";
import { modifierRules } from "./modifiers.js";
import { moreRules } from "./more.js";
import { requiresRules } from "./requires.js";
import type { StatedRule } from "./rule.js";
import { strikeRules } from "./strikes.js";

export type { StatedRule } from "./rule.js";

export const STATED_RULES: readonly StatedRule[] = [
  ...areaRules,
  ...strikeRules,
  ...itemRules,
  ...creatureRules,
  ...moreRules,
  ...boardRules,
  ...requiresRules,
  ...modifierRules,
  ...encounterRules,
];
