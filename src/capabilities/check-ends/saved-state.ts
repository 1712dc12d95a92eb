// The check-ends package's slot of a saved fight's condition, checked before `resume` takes it (1.313).
import { int, keys, list, obj, type StateSlots, str } from "../../combat/state-shape.js";

export const state: StateSlots = {
  condition: {
    checkEnds(value, at) {
      const d = obj(value, at);
      keys(d, at, new Set(["check", "difficulty", "passes"]));
      str(d.check, [...at, "check"]);
      int(d.difficulty, [...at, "difficulty"], 1, 100);
      if (d.passes !== undefined) {
        const p = obj(d.passes, [...at, "passes"]);
        keys(p, [...at, "passes"], new Set(["types"]));
        if (p.types !== undefined)
          list(p.types, [...at, "passes", "types"], 50).forEach((t, i) => {
            str(t, [...at, "passes", "types", i]);
          });
      }
    },
  },
};
