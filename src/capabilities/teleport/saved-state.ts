// The teleport package's slots of a saved fight, checked before `resume` takes it: smoke clouds, the free half
// of a paired strike still owed, and who left the fight by teleporting.
import { cell, combatantRef, flag, int, keys, list, obj, type StateSlots, str } from "../../combat/state-shape.js";

export const state: StateSlots = {
  fight: {
    smoke(value, at, { ids, board, rounds, order }) {
      list(value, at, 256).forEach((item, i) => {
        const where = [...at, i];
        const smoke = obj(item, where);
        keys(smoke, where, new Set(["by", "cells", "round", "turn", "light"]));
        if (smoke.light !== undefined) flag(smoke.light, [...where, "light"], true);
        combatantRef(smoke.by, [...where, "by"], ids);
        list(smoke.cells, [...where, "cells"], 4096).forEach((c, j) => {
          cell(c, [...where, "cells", j], board, false);
        });
        int(smoke.round, [...where, "round"], 0, rounds);
        int(smoke.turn, [...where, "turn"], -1, order.length);
      });
    },
  },
  combatant: {
    paired(value, at) {
      const p = obj(value, at);
      keys(p, at, new Set(["use", "teleport", "in"]));
      for (const k of ["use", "teleport", "in"]) str(p[k], [...at, k]);
    },
    left: (value, at) => flag(value, at, true),
  },
};
