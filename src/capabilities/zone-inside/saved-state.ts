// The zone-inside package's slot of a saved fight, checked before `resume` takes it: the mark on the conditions a
// zone keeps on those inside.
import { type StateSlots, str } from "../../combat/state-shape.js";

export const state: StateSlots = {
  condition: {
    inZone: (value, at) => str(value, at),
  },
};
