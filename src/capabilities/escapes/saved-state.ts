// The escapes package's slot of a saved fight, checked before `resume` takes it: a hold's escape difficulty and the
// checks that break it (1.175).
import { int, type StateSlots, strings } from "../../combat/state-shape.js";

export const state: StateSlots = {
  condition: {
    escapeDc: (value, at) => int(value, at, -100, 100),
    escapeChecks: (value, at) => strings(value, at, 20),
  },
};
