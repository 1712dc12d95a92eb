// The kind-choice package's slot of a saved fight, checked before `resume` takes it: a condition's save held back
// within a distance of its applier (1.270).
import { num, type StateSlots } from "../../combat/state-shape.js";

export const state: StateSlots = {
  condition: {
    saveBeyond: (value, at) => num(value, at, 0, 100_000),
  },
};
