// The max-health package's slot of a saved fight, checked before `resume` takes it: what the fight lowered.
import { int, keys, obj, type StateSlots } from "../../combat/state-shape.js";

const PARTS: ReadonlySet<string> = new Set(["rest", "lasting"]);

export const state: StateSlots = {
  combatant: {
    lowered: (value, at) => {
      const o = obj(value, at);
      keys(o, at, PARTS);
      for (const k of Object.keys(o)) int(o[k], [...at, k], 0, 1_000_000);
    },
  },
};
