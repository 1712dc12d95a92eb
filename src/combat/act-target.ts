// What an act keeps for the target it is at. An act may name one target more than once (a package's
// `targetsRepeat`, 1.305: each naming a separate attack), so its rolls and windows are kept per naming then.
import type { ActFrame } from "./types.js";

/** The target's id, or the id and its naming's place when the act names that target more than once. */
export function beamKey(act: ActFrame, id: string, i = act.i): string {
  return act.targets.indexOf(id) === act.targets.lastIndexOf(id) ? id : `${id}#${i}`;
}
