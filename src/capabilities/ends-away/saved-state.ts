// The ends-away package's slot of a saved fight's condition, checked before `resume` takes it (1.310).
import { flag, int, keys, obj, type StateSlots } from "../../combat/state-shape.js";

const KEYS = new Set(["beyond", "unseen"]);

export const state: StateSlots = {
  condition: {
    endsAway(value, at) {
      const d = obj(value, at);
      keys(d, at, KEYS);
      int(d.beyond, [...at, "beyond"], 0, 100_000);
      if (d.unseen !== undefined) flag(d.unseen, [...at, "unseen"]);
    },
  },
};
