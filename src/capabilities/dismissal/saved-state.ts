// The dismissal package's slot of a saved fight, checked before `resume` takes it: who was sent away, by whom,
// from where, and for how long (1.236).
import { cell, combatantRef, keys, obj, type StateSlots, str, strings } from "../../combat/state-shape.js";

export const state: StateSlots = {
  combatant: {
    dismissed(value, at, { ids, board }) {
      const d = obj(value, at);
      keys(d, at, new Set(["by", "use", "at", "while", "gone"]));
      combatantRef(d.by, [...at, "by"], ids);
      str(d.use, [...at, "use"]);
      if (d.at !== undefined) cell(d.at, [...at, "at"], board, false);
      if (d.while !== undefined) str(d.while, [...at, "while"]);
      if (d.gone !== undefined) {
        const g = obj(d.gone, [...at, "gone"]);
        keys(g, [...at, "gone"], new Set(["types", "tags"]));
        for (const k of ["types", "tags"]) if (g[k] !== undefined) strings(g[k], [...at, "gone", k], 50);
      }
    },
  },
};
