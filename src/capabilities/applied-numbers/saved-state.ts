// The applied-numbers package's slot of a saved fight, checked before `resume` takes it: a condition's fixed value
// and the temporary points it last gave (1.274).
import { int, type StateSlots } from "../../combat/state-shape.js";

export const state: StateSlots = {
  condition: {
    value: (value, at) => int(value, at, -1000, 100_000),
    gave: (value, at) => int(value, at, 0, 100_000),
  },
};
