// The summons package's slot of a saved fight, checked before `resume` takes it: the summons on the field.
import { cell, combatantRef, int, keys, list, obj, type StateSlots, str } from "../../combat/state-shape.js";

const KEYS = new Set(["by", "use", "name", "at", "left", "castIn", "steps", "level"]);

export const state: StateSlots = {
  fight: {
    summons(value, at, { ids, board }) {
      list(value, at, 256).forEach((item, i) => {
        const where = [...at, i];
        const z = obj(item, where);
        keys(z, where, KEYS);
        combatantRef(z.by, [...where, "by"], ids);
        str(z.use, [...where, "use"]);
        str(z.name, [...where, "name"]);
        if (z.at !== undefined) cell(z.at, [...where, "at"], board, false);
        int(z.left, [...where, "left"], 0, 10_000);
        str(z.castIn, [...where, "castIn"]);
        int(z.steps, [...where, "steps"], 0, 100);
        if (z.level !== undefined) int(z.level, [...where, "level"], 0, 100);
      });
    },
  },
};
