// The director's weighing of `takes` (1.313): a Dash taken with a use is worth the walk it allows, a Dodge or a
// Disengage what those standard actions are worth to the director, added to what the use does to its targets.
import { speed } from "../../combat/stats.js";
import type { EffectWorth } from "../../director/plugins.js";
import { threat } from "../../director/threat.js";

/** A cell of movement is worth a little: more room to reach a foe or to get away from one. */
const PER_FOOT = 0.05;

export const effectWorth: EffectWorth = (scene, cand) => {
  const list = cand.use?.m.takes;
  if (!list) return 0;
  let v = 0;
  for (const action of list) {
    if (action === "dash") v += PER_FOOT * speed(scene.ruleset, scene.state, scene.me);
    // Dodging or slipping away spares some of what the foes would do this round.
    else v += 0.25 * Math.max(0, ...scene.foes.map((f) => threat(scene, f)));
  }
  return v;
};
