// The held-ground package's slots of a saved fight, checked before `resume` takes it: the ground itself (as the
// set-up checks it), who it felled or reaped, and its condition's mark (the track marks it moves are the core's `tracks`).
import { flag, Refused, type StateSlots } from "../../combat/state-shape.js";
import { heldGroundProblem } from "./check.js";

export const state: StateSlots = {
  fight: {
    heldGround(value, _at, { ruleset }) {
      const problem = heldGroundProblem(ruleset, value);
      if (problem) throw new Refused(problem);
    },
  },
  combatant: {
    felled: (value, at) => flag(value, at, true),
    reaped: (value, at) => flag(value, at, true),
  },
  condition: { heldGround: (value, at) => flag(value, at, true) },
};
