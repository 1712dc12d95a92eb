// The hangs-on package's slots of a saved fight, checked before `resume` takes them: the times each `hangsOn`
// held this fight, and an `extraTurn` still running.
import { counts, oneOf, type StateSlots } from "../../combat/state-shape.js";

export const state: StateSlots = {
  combatant: {
    hungOn: (value, at) => counts(value, at, 1000),
    hangsUntil: (value, at) => oneOf(value, at, ["next", "this"]),
  },
};
