// The harms package's slot of a saved fight, checked before `resume` takes it: a condition's stacks (1.189).
import { int, obj, type StateSlots, str } from "../../combat/state-shape.js";

export const state: StateSlots = {
  condition: {
    stacks: (value, at) => int(value, at, 1, 100),
    // 1.255: the dice its harms deal more, and for how many steps.
    harmsMore: (value, at) => {
      const o = obj(value, at);
      str(o.dice, [...at, "dice"], 40);
      int(o.steps, [...at, "steps"], 1, 100);
    },
  },
};
