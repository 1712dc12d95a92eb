// The slot once-per-target adds to a saved fight's combatant: by use, the names it was used on (1.304).
import { list, obj, type StateSlots, str } from "../../combat/state-shape.js";

/** As many as a sheet's `live.usedOn` may bring in, and more than a fight can add. */
const MAX = 200;

export const savedState: StateSlots = {
  combatant: {
    usedOn(value, at) {
      const byUse = obj(value, at);
      if (Object.keys(byUse).length > MAX) list(Object.keys(byUse), at, MAX);
      for (const [use, names] of Object.entries(byUse)) {
        list(names, [...at, use], MAX).forEach((n, i) => {
          str(n, [...at, use, i]);
        });
      }
    },
  },
};
