// Escapes (1.174): breaking free of a hold is worth the chance of winning the contest times what freedom gives
// back over the coming round: the hold's own harm (a restraint's disadvantage on the holder's blows and advantage
// on blows against it, weighed as `conditions` weighs them) and, when it took the holder's speed, the best walk of
// its speed, weighed as the scorer weighs walks (closing on foes out of reach, getting away from danger). The
// walk comes after the action the escape spends (next turn's, or this one's with a Disengage or Dash of another
// budget), so it provokes nothing. What the action would otherwise do is left to the scorer's comparison.

import { walks } from "../../combat/board/walks.js";
import { hasEffect, speed } from "../../combat/stats.js";
import type { ActiveCondition, Combatant, Option } from "../../combat/types.js";
import type { Candidate } from "../../director/candidate.js";
import { harmPerRound } from "../../director/consider/conditions.js";
import { checkOf, contestCandidates } from "../../director/consider/contest.js";
import { positionValue } from "../../director/consider/position.js";
import { contestChance, saveFailChance } from "../../director/odds.js";
import type { DirectorParts } from "../../director/plugins.js";
import type { Scene } from "../../director/scene.js";
import type { ContestDef } from "../../ruleset/combat.js";
import { escapeChecksOf, holds } from "./escapes.js";

const SPEED_ZERO = "speed-zero";

/** The escape contest an option of the `escapes` module stands for. */
function contestOf(scene: Scene, option: Option): ContestDef | undefined {
  if (option.kind !== "standard") return undefined;
  const id = option.action;
  return scene.ruleset.combat?.contests?.find((d) => d.id === id && !!d.from?.holding);
}

/** Chance the escape wins: reaching the hardest fixed difficulty among the holds, else beating the captor. */
export function escapeChance(scene: Scene, def: ContestDef, captor: Combatant, held: readonly ActiveCondition[]) {
  // 1.175: with the checks the holds name, when they name any.
  const mine = checkOf(scene, scene.me, escapeChecksOf(def, held));
  const dcs = held.flatMap((c) => (c.escapeDc === undefined ? [] : [c.escapeDc]));
  if (dcs.length) return 1 - saveFailChance(mine.bonus, Math.max(...dcs), mine.mode);
  if (!def.defender?.length) return 0;
  const theirs = checkOf(scene, captor, def.defender);
  return contestChance(mine.bonus, mine.mode, theirs.bonus, theirs.mode);
}

/** The best change of position a walk of `me`'s freed speed could make, weighed as the scorer weighs walks. */
function freedWalk(scene: Scene, freed: Combatant): number {
  const me = scene.me;
  const board = scene.state.board;
  if (!board || !me.at) return 0;
  const cells = Math.floor(speed(scene.ruleset, scene.state, freed) / board.perCell);
  if (cells < 1) return 0;
  const here = positionValue(scene, me.at);
  let best = 0;
  for (const at of walks(scene.state, me, cells).ends) best = Math.max(best, positionValue(scene, at) - here);
  return best;
}

/** What an escape candidate is worth, in health points; 0 for any other. */
export function escapeValue(scene: Scene, cand: Candidate): number {
  const def = contestOf(scene, cand.option);
  const captor = cand.targets[0];
  if (!def || !captor) return 0;
  const me = scene.me;
  const held = holds(scene.ctx, me, def).filter((c) => c.source === captor.id);
  if (!held.length) return 0;
  const freed = { ...me, conditions: me.conditions.filter((c) => !held.includes(c)) };
  // A condition still held from someone else stays in force: only what the escape ends counts.
  const ended = [...new Set(held.map((c) => c.id))].filter((id) => !freed.conditions.some((c) => c.id === id));
  let relief = 0;
  for (const id of ended) relief += harmPerRound(scene, id, me, SPEED_ZERO);
  if (hasEffect(scene.ruleset, me, SPEED_ZERO) && !hasEffect(scene.ruleset, freed, SPEED_ZERO))
    relief += freedWalk(scene, freed);
  return escapeChance(scene, def, captor, held) * Math.max(0, relief);
}

/** The package's part in the director: one candidate per captor, worth the escape with the best walk after it. */
export const director: DirectorParts = {
  escapes: {
    candidates: (scene, option) => (option.kind === "standard" ? contestCandidates(scene, option) : undefined),
    value: (scene, cand, after) => escapeValue(scene, cand) + after,
  },
};
