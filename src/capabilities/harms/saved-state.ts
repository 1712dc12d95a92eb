// The harms package's slot of a saved fight, checked before `resume` takes it: a condition's stacks (1.189).
import { int, type StateSlots } from "../../combat/state-shape.js";

export const state: StateSlots = { condition: { stacks: (value, at) => int(value, at, 1, 100) } };
