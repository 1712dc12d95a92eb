// The signature package's slot of a saved fight, checked before `resume` takes it: points left to spend.
import { int, type StateSlots } from "../../combat/state-shape.js";

export const state: StateSlots = { combatant: { points: (value, at) => int(value, at, 0, 1000) } };
