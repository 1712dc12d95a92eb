// The legendary-resistance package's slot of a saved fight, checked before `resume` takes it: uses spent.
import { int, type StateSlots } from "../../combat/state-shape.js";

export const state: StateSlots = { combatant: { resisted: (value, at) => int(value, at, 0, 1000) } };
