// Contests against a fixed number (1.193) in the director: worth the chance of reaching the difficulty (the
// decider's best check, with its modifiers and mode) times what winning does, from the decider's side's point of
// view. Stabilizing a dying ally is worth half its standing (saved from death, not back on its feet), as a cure's
// stabilizing is; each condition ended, what it costs its holder a round (its effects, and the harm it deals at the
// holder's turns, each stack once) for the rounds the fight has left; each condition applied on a foe, the same
// gained. A foe helped is the same loss to the decider's side.
import { parsedDice } from "../../combat/dice.js";
import { conditionDef } from "../../combat/stats.js";
import type { Combatant, Option } from "../../combat/types.js";
import { average } from "../../dice/index.js";
import type { Candidate } from "../../director/candidate.js";
import { harmPerRound } from "../../director/consider/conditions.js";
import { checkOf, contestCandidates } from "../../director/consider/contest.js";
import { saveFailChance } from "../../director/odds.js";
import type { DirectorParts } from "../../director/plugins.js";
import { isFoe, type Scene } from "../../director/scene.js";
import { HORIZON, roundsLeft, worth } from "../../director/threat.js";
import { fixedContest } from "./contests.js";
import type { FixedContestDef } from "./def.js";

function contestOf(scene: Scene, option: Option): FixedContestDef | undefined {
  return option.kind === "standard" ? fixedContest(scene.ctx, option.action) : undefined;
}

/** What a condition costs its holder a round: its effects and modifiers, and its harm (1.189) once per stack. */
function costPerRound(scene: Scene, id: string, holder: Combatant, stacks = 1): number {
  const harms = (conditionDef(scene.ruleset, id) as { harms?: { dice: string } } | undefined)?.harms;
  return harmPerRound(scene, id, holder) + (harms ? average(parsedDice(harms.dice)) * stacks : 0);
}

/** Chance the decider's best check reaches the difficulty. */
export function reachDifficulty(scene: Scene, def: FixedContestDef): number {
  const mine = checkOf(scene, scene.me, def.attacker);
  return 1 - saveFailChance(mine.bonus, def.difficulty!, mine.mode);
}

/** What winning does, in health points to the decider's side. */
export function winWorth(scene: Scene, def: FixedContestDef, target: Combatant): number {
  const rounds = Math.min(HORIZON, roundsLeft(scene));
  let w = 0;
  if (def.onWin.stabilizes && target.status === "dying") w += 0.5 * worth(scene, target);
  for (const end of def.onWin.ends ?? []) {
    const holder = end.on === "self" ? scene.me : target;
    const sign = isFoe(scene, holder) ? -1 : 1;
    for (const c of holder.conditions.filter((x) => x.id === end.condition))
      w += sign * costPerRound(scene, c.id, holder, c.stacks ?? 1) * rounds;
  }
  for (const a of def.onWin.applies ?? []) {
    if (target.conditions.some((c) => c.id === a.condition)) continue;
    w += (isFoe(scene, target) ? 1 : -1) * costPerRound(scene, a.condition, target) * rounds;
  }
  return w;
}

export function fixedContestValue(scene: Scene, cand: Candidate): number {
  const def = contestOf(scene, cand.option);
  const target = cand.targets[0];
  if (!def || !target) return 0;
  return reachDifficulty(scene, def) * winWorth(scene, def, target);
}

export const director: DirectorParts = {
  "fixed-contests": {
    candidates: (scene, option) => (option.kind === "standard" ? contestCandidates(scene, option) : undefined),
    value: (scene, cand, after) => fixedContestValue(scene, cand) + after,
  },
};
