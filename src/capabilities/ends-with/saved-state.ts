// The ends-with package's slot of a saved fight, checked before `resume` takes it: the partner condition (1.202).
import { type StateSlots, str } from "../../combat/state-shape.js";

export const state: StateSlots = { condition: { endsWith: (value, at) => str(value, at) } };
