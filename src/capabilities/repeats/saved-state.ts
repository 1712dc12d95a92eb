// The repeats package's slot of a saved fight's combatant, checked before `resume` takes it (1.310).
import { combatantRef, int, keys, list, obj, type StateSlots, str } from "../../combat/state-shape.js";

const KEYS = new Set(["use", "group", "steps", "level", "targets", "saved"]);

export const state: StateSlots = {
  combatant: {
    repeating(value, at, { ids }) {
      const r = obj(value, at);
      keys(r, at, KEYS);
      str(r.use, [...at, "use"]);
      if (r.group !== undefined) str(r.group, [...at, "group"]);
      int(r.steps, [...at, "steps"], 0, 100);
      if (r.level !== undefined) int(r.level, [...at, "level"], 0, 100);
      for (const k of ["targets", "saved"] as const)
        list(r[k], [...at, k], 256).forEach((id, i) => {
          combatantRef(id, [...at, k, i], ids);
        });
    },
  },
};
