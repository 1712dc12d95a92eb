// The keys moving zones and their ground keep (1.173, 1.175), checked before `resume` takes a saved fight (the zones
// package's extension point "zone state"): the turn a ramming zone last rammed in, and the distance each creature
// has moved inside a zone's hurting ground without paying for it yet.
import { combatantRef, num, obj, type SlotCheck, str } from "../../combat/state-shape.js";

export const movesSlots: Readonly<Record<string, SlotCheck>> = {
  rammedIn: (value, at) => {
    str(value, at);
  },
};

export const groundSlots: Readonly<Record<string, SlotCheck>> = {
  walked(value, at, { ids }) {
    for (const [id, n] of Object.entries(obj(value, at))) {
      combatantRef(id, [...at, id], ids);
      num(n, [...at, id], 0, 1_000_000);
    }
  },
};
