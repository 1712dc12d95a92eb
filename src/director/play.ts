// Plays one fight to the end with a policy per side.
import { choose } from "../combat/choose.js";
import type { CombatEvent } from "../combat/events.js";
import { whoActs } from "../combat/options.js";
import { type CombatSetup, startCombat } from "../combat/setup.js";
import type { CombatState } from "../combat/types.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { policyFor, type Sides } from "./policies.js";

/** A fight that has not ended after this many choices is called off (counted as unfinished). */
export const MAX_CHOICES = 20_000;

export interface Played {
  readonly start: CombatState;
  readonly end: CombatState;
  readonly choices: number;
  readonly log?: CombatEvent[];
}

export interface PlayOpts {
  /** Keep every event of the fight. */
  readonly keepLog?: boolean;
  /** Call the fight off once this round would begin (counted as unfinished). */
  readonly maxRounds?: number;
}

export function playFight(ruleset: RulesetDoc, setup: CombatSetup, sides: Sides, opts: PlayOpts = {}): Played {
  const first = startCombat(ruleset, setup);
  const log = opts.keepLog ? [...first.events] : undefined;
  const maxRounds = opts.maxRounds ?? Number.POSITIVE_INFINITY;
  let state = first.state;
  let n = 0;
  for (; n < MAX_CHOICES && !state.outcome && state.round <= maxRounds; n++) {
    const who = whoActs(state)!;
    const choice = policyFor(sides, state, who)(ruleset, state);
    const r = choose(ruleset, state, choice);
    if ("rejected" in r)
      throw new Error(`${sides[state.combatants[who]!.side]} policy chose a rejected option: ${r.rejected.code}`);
    if (log) log.push(...r.events);
    state = r.state;
  }
  return { start: first.state, end: state, choices: n, ...(log ? { log } : {}) };
}
