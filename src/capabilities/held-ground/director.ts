// The director's side of lifting Held Ground (1.330): a story turning point (the turning of the year) is the
// director's to call between choices; the rules of it are the combat core's shared `rulesetReleaseHeldGround`.

import type { ChooseResult } from "../../combat/step.js";
import type { CombatState } from "../../combat/types.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { Ruleset } from "../../validate/load.js";
import type { HeldGroundRelease } from "./def.js";
import { rulesetReleaseHeldGround } from "./release.js";

/** Lifts the fight's Held Ground: the new state and its events, the state unchanged when none holds, or a rejection. */
export function releaseRulesetHeldGround(
  definition: RulesetDoc | Ruleset,
  state: CombatState,
  release: HeldGroundRelease,
): ChooseResult {
  return rulesetReleaseHeldGround(definition, state, release);
}
