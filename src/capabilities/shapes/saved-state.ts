// The shapes package's slots of a saved fight, checked before `resume` takes them: the form a shape condition made
// its holder take on, and the holder's own health kept beneath it (1.392).
import { int, keys, obj, type StateSlots, str } from "../../combat/state-shape.js";

const OWN = new Set(["hp", "maxHp"]);

export const state: StateSlots = {
  condition: {
    form: (value, at) => void str(value, at, 201),
    own: (value, at) => {
      const o = obj(value, at);
      keys(o, at, OWN);
      int(o.hp, [...at, "hp"], 0, 100000);
      int(o.maxHp, [...at, "maxHp"], 0, 100000);
    },
  },
};
