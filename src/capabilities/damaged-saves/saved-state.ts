// The damaged-saves package's slot of a saved fight, checked before `resume` takes it (1.274).
import { flag, type StateSlots } from "../../combat/state-shape.js";

export const state: StateSlots = { condition: { savesOnSourceDamage: (value, at) => flag(value, at, true) } };
