// The catches package's slot of a saved fight, checked before `resume` takes it: the missile a catcher holds while
// its `caught` window is open (1.416).
import { obj, type StateSlots, str } from "../../combat/state-shape.js";

export const state: StateSlots = {
  combatant: {
    caught: (value, at) => {
      const f = obj(value, at);
      str(f.dice, [...at, "dice"], 64);
      str(f.type, [...at, "type"], 64);
    },
  },
};
