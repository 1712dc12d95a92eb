// Lair actions owed after a broken concentration (1.336): when a creature's `brokenNextLair` names a list, it
// takes the one that catches the most enemies; between equally good ones it weighs them as anything else.
// Other lair windows are weighed as any use (the effect of the lair action, against letting it pass).
import type { Candidate } from "../../director/candidate.js";
import type { DirectorParts } from "../../director/plugins.js";
import type { Scene } from "../../director/scene.js";

/** Worth more than any effect in health points: catching one more enemy always comes first. */
const PER_ENEMY = 1e6;

/** Whether the decider answers a lair window with a list of owed lair actions to choose from. */
function owesFromList(scene: Scene): boolean {
  const top = scene.state.stack.at(-1);
  if (top?.kind !== "window" || top.moment !== "lair") return false;
  return (scene.state.lair?.[scene.me.id]?.next?.length ?? 0) > 1;
}

/** The lead a candidate takes for the enemies it catches, when an owed list is being chosen from. */
function owedLead(scene: Scene, cand: Candidate): number {
  if (cand.option.kind !== "use") return 0;
  const enemies = cand.targets.filter((t) => t.side !== scene.me.side && t.status === "standing").length;
  return enemies * PER_ENEMY;
}

/** The package's part in the director: the lead of an owed lair action, in its window. */
export const director: DirectorParts = {
  lair: { lead: (scene, cand) => (owesFromList(scene) ? owedLead(scene, cand) : 0) },
};
