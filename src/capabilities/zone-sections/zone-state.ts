// The keys a wall with sections keeps on its zone (1.200), checked before `resume` takes a saved fight (the zones
// package's extension point "zone state"): its sections, and who its broken ones caught in which turn.
import { combatantRef, int, keys, list, obj, type SlotCheck, str, strings } from "../../combat/state-shape.js";
import { boardCells } from "../zones/saved-state.js";

export const zoneSlots: Readonly<Record<string, SlotCheck>> = {
  sections(value, at, scope) {
    list(value, at, 4096).forEach((item, i) => {
      const where = [...at, i];
      const section = obj(item, where);
      keys(section, where, new Set(["cells", "health"]));
      boardCells(section.cells, [...where, "cells"], scope);
      int(section.health, [...where, "health"], 0, 1_000_000);
    });
  },
  brokenIn: (value, at) => {
    str(value, at);
  },
  brokenCaught: (value, at, { ids }) => {
    strings(value, at, 64, (m, p) => combatantRef(m, p, ids));
  },
};
