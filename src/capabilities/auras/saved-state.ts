// The auras package's slots of a saved fight, checked before `resume` takes it: its bookkeeping, and the marks
// it puts on the conditions it spreads and keeps.
import { combatantRef, flag, int, keys, obj, type StateSlots, str, strings } from "../../combat/state-shape.js";

export const state: StateSlots = {
  fight: {
    auras(value, at, { ids }) {
      const auras = obj(value, at);
      keys(auras, at, new Set(["immune", "averted", "eyesIn", "changed"]));
      if (auras.immune !== undefined) strings(auras.immune, [...at, "immune"], 4096);
      if (auras.averted !== undefined) {
        for (const [who, from] of Object.entries(obj(auras.averted, [...at, "averted"]))) {
          combatantRef(who, [...at, "averted", who], ids);
          strings(from, [...at, "averted", who], 64, (m, p) => combatantRef(m, p, ids));
        }
      }
      if (auras.eyesIn !== undefined) str(auras.eyesIn, [...at, "eyesIn"]);
      if (auras.changed !== undefined) strings(auras.changed, [...at, "changed"], 4096);
    },
  },
  condition: {
    aura: (value, at) => str(value, at),
    kept: (value, at) => flag(value, at, true),
    appliedDifficulty: (value, at) => int(value, at, -100, 100),
    kind: (value, at) => str(value, at),
  },
};
