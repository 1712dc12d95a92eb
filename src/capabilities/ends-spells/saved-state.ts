// The ends-spells package's slot of a saved fight, checked before `resume` takes it: the level a condition was
// applied at (1.424).
import { int, type StateSlots } from "../../combat/state-shape.js";

export const state: StateSlots = { condition: { level: (value, at) => int(value, at, 0, 100) } };
