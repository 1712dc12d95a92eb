// The reductions package's slots of a saved fight, checked before `resume` takes it: a fall waiting on its window,
// and a condition lasting one attack (1.413).
import { obj, oneOf, type StateSlots, str } from "../../combat/state-shape.js";

export const state: StateSlots = {
  combatant: {
    falling: (value, at) => {
      const f = obj(value, at);
      str(f.dice, [...at, "dice"], 64);
      str(f.type, [...at, "type"], 64);
    },
  },
  condition: { endsAfter: (value, at) => oneOf(value, at, ["attacked"]) },
};
