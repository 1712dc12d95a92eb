// A save made with the holder's action (1.264 `saveEnds.at: "action"`) is worth its chance of success times what
// ending the condition gives back: the harm it does each round, weighed as conditions are, and, for one that
// compels its holder, a turn of its own back. A compelled turn itself needs nothing of the director: the menu holds
// only what the compulsion allows (a narrowed strike is weighed as any blow is).
import { saveBonus } from "../../combat/stats.js";
import type { Candidate } from "../../director/candidate.js";
import { plainCandidate } from "../../director/candidates.js";
import { harmPerRound } from "../../director/consider/conditions.js";
import { saveFailChance } from "../../director/odds.js";
import type { DirectorParts } from "../../director/plugins.js";
import type { Scene } from "../../director/scene.js";
import { compulsionsIn } from "./held.js";

/** A turn of one's own back, in health points: what being free of a compulsion is worth beyond its harm. */
export const OWN_TURN = 3;

export function saveValue(scene: Scene, cand: Candidate): number {
  const o = cand.option;
  const id = o.kind === "standard" ? o.about : undefined;
  const me = scene.me;
  const cond = me.conditions.find((c) => c.id === id && c.saveEnds?.at === "action");
  if (!cond?.saveEnds) return 0;
  const s = cond.saveEnds;
  const chance = 1 - saveFailChance(saveBonus(scene.ruleset, scene.state, me, s.save), s.difficulty);
  const compels = compulsionsIn(scene.ruleset, me).some((c) => c.cond === cond);
  return chance * (Math.max(0, harmPerRound(scene, cond.id, me)) + (compels ? OWN_TURN : 0));
}

export const director: DirectorParts = {
  compelled: {
    candidates: (_scene, option) => [plainCandidate(option)],
    value: (scene, cand, after) => saveValue(scene, cand) + after,
  },
};
