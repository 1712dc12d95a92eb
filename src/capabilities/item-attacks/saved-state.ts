// The slot item-attacks adds to a saved fight's combatant: the turns `oncePerTurn` conditions were last applied in.
import { int, obj, type StateSlots } from "../../combat/state-shape.js";

const MAX = 200;

export const savedState: StateSlots = {
  combatant: {
    onHitTurns(value, at) {
      const byKey = obj(value, at);
      const keys = Object.keys(byKey);
      if (keys.length > MAX) int(keys.length, at, 0, MAX);
      for (const k of keys) int(byKey[k], [...at, k], 0, Number.MAX_SAFE_INTEGER);
    },
  },
};
