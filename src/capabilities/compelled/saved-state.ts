// The compelled package's slot of a saved fight, checked before `resume` takes it: this turn's rolls of a
// compulsion's table (1.264).
import { combatantRef, int, keys, list, obj, oneOf, type StateSlots, str } from "../../combat/state-shape.js";

const ROLL = new Set(["condition", "roll", "does", "target"]);

export const state: StateSlots = {
  combatant: {
    compelled(value, at, { ids }) {
      list(value, at, 20).forEach((r, i) => {
        const p = [...at, i];
        const o = obj(r, p);
        keys(o, p, ROLL);
        str(o.condition, [...p, "condition"]);
        int(o.roll, [...p, "roll"], -10_000, 10_000);
        oneOf(o.does, [...p, "does"], ["wander", "nothing", "strike", "normal"]);
        if (o.target !== undefined) combatantRef(o.target, [...p, "target"], ids);
      });
    },
  },
};
