// Gazes (1.268): the director keeps its creatures' eyes averted from a gaze holder as long as anyone else remains
// to fight, and looks again once the gaze holders are all that is left. Averting is free and taken before the turn
// ends; the value only has to beat ending the turn, never a blow.

import type { Option } from "../../combat/types.js";
import type { DirectorParts } from "../../director/plugins.js";
import type { Scene } from "../../director/scene.js";
import { gazesOn } from "./gaze.js";

/** Worth of turning one's eyes the way the policy wants: enough to be taken, small beside any blow. */
const EYES = 0.5;

/** Foes whose gaze the decider can avert its eyes from (or already does). */
function gazers(scene: Scene): Set<string> {
  const out = new Set(gazesOn(scene.ctx, scene.me).map((a) => a.holder.id));
  for (const id of scene.state.auras?.averted?.[scene.me.id] ?? []) out.add(id);
  return out;
}

export function eyesValue(scene: Scene, option: Option): number {
  const look = option.kind === "standard" && option.action === "look";
  const holders = gazers(scene);
  const others = scene.foes.some((f) => !holders.has(f.id));
  return look === others ? 0 : EYES;
}

/** The auras package's part in the director: averting one's eyes from a gaze, and looking again. */
export const director: DirectorParts = {
  gaze: { value: (scene, cand) => eyesValue(scene, cand.option) },
};
