// The escapes package's slot of a saved fight, checked before `resume` takes it: a hold's escape difficulty.
import { int, type StateSlots } from "../../combat/state-shape.js";

export const state: StateSlots = { condition: { escapeDc: (value, at) => int(value, at, -100, 100) } };
