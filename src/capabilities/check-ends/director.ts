// The director's part for `checkEnds` (1.313): trying the check is worth the chance it succeeds (certain for a
// creature that passes without rolling) times what being rid of the condition is worth: the holder's own threat
// for the rounds it would otherwise stay held (out of the fight, in a Maze), at least a little.
import { checkBonus } from "../../combat/stats.js";
import type { Candidate } from "../../director/candidate.js";
import type { DirectorParts } from "../../director/plugins.js";
import type { Scene } from "../../director/scene.js";
import { roundsLeft, threat } from "../../director/threat.js";
import { passesWithoutRoll } from "./check-ends.js";

function chance(scene: Scene, option: Candidate["option"]): number {
  const about = (option as { about?: string }).about;
  const def = scene.me.conditions.find((c) => c.id === about && c.checkEnds)?.checkEnds;
  if (!def) return 0;
  if (passesWithoutRoll(scene.ctx, scene.me, def)) return 1;
  const bonus = checkBonus(scene.ruleset, scene.state, scene.me, def.check);
  return Math.min(1, Math.max(0.05, (21 - (def.difficulty - bonus)) / 20));
}

export const director: DirectorParts = {
  "check-ends": {
    candidates: (_scene, option) => [{ choice: { option: option.id }, option, targets: [], steps: 0 }],
    value: (scene, cand, after) =>
      chance(scene, cand.option) * Math.max(1, threat(scene, scene.me) * Math.max(1, roundsLeft(scene) - 1)) + after,
  },
};
