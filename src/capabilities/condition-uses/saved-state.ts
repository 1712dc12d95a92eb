// The condition-uses package's slot of a saved fight, checked before `resume` takes it: the steps paid for what
// applied a condition whose actions grow with them (1.300).
import { int, type StateSlots } from "../../combat/state-shape.js";

export const state: StateSlots = { condition: { steps: (value, at) => int(value, at, 0, 100) } };
