// The seal's slot of a saved fight, checked before `resume` takes it: who carries a sealed holder.
import { combatantRef, type StateSlots } from "../../combat/state-shape.js";

export const state: StateSlots = {
  combatant: {
    carriedBy: (value, at, { ids }) => combatantRef(value, at, ids),
  },
};
