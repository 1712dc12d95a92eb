// The tracks package's slot of a saved fight, checked before `resume` takes it: whether the sheet's sealed health
// was given back.
import { flag, type StateSlots } from "../../combat/state-shape.js";

export const state: StateSlots = { combatant: { unsealed: (value, at) => flag(value, at, true) } };
