// The conjure package's slot of a saved fight, checked before `resume` takes it: a conjured or bound weapon.
import { flag, keys, obj, type StateSlots, str } from "../../combat/state-shape.js";

export const state: StateSlots = {
  combatant: {
    conjured(value, at) {
      const conj = obj(value, at);
      keys(conj, at, new Set(["by", "item", "bound"]));
      str(conj.by, [...at, "by"]);
      str(conj.item, [...at, "item"]);
      if (conj.bound !== undefined) flag(conj.bound, [...at, "bound"], true);
    },
  },
};
