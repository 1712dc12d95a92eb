// The director's part for repeats (1.310): using a casting again is worth what its effect does to each target, at
// the steps the casting was paid at, and costs nothing but its budget.
import { useOf } from "../../combat/resolve.js";
import type { Candidate } from "../../director/candidate.js";
import { onTarget } from "../../director/on-target.js";
import type { DirectorParts } from "../../director/plugins.js";
import type { Scene } from "../../director/scene.js";
import { repeatingOf } from "./repeats.js";

function againCandidates(scene: Scene, option: Candidate["option"]): Candidate[] | undefined {
  const r = repeatingOf(scene.me);
  // An area's aim points are left to the director's own ways, as for any area.
  if (!r || !option.use || !option.targets) return undefined;
  const use = useOf(scene.ctx, scene.me.id, option.use);
  const ids = option.targets.candidates;
  return ids.map((id) => ({
    choice: { option: option.id, targets: [id] },
    option,
    use,
    targets: [scene.state.combatants[id]!],
    steps: r.steps,
  }));
}

function againValue(scene: Scene, cand: Candidate): number {
  if (!cand.use) return 0;
  return cand.targets.reduce((v, t) => v + onTarget(scene, cand.use!, t, { steps: cand.steps }), 0);
}

export const director: DirectorParts = {
  repeats: {
    candidates: (scene, option) => againCandidates(scene, option),
    value: (scene, cand, after) => againValue(scene, cand) + after,
  },
};
