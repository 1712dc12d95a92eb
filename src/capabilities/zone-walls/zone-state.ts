// The keys a wall keeps on its zone (1.177), checked before `resume` takes a saved fight (the zones package's
// extension point "zone state"): the cells it closes and to what, and the side its cast chose with that side's cells.
import { keys, list, obj, oneOf, type SlotCheck } from "../../combat/state-shape.js";
import { boardCells } from "../zones/saved-state.js";
import { SIDES } from "./def.js";

export const zoneSlots: Readonly<Record<string, SlotCheck>> = {
  blocking(value, at, scope) {
    const b = obj(value, at);
    keys(b, at, new Set(["cells", "blocks"]));
    boardCells(b.cells, [...at, "cells"], scope);
    list(b.blocks, [...at, "blocks"], 2).forEach((v, i) => {
      oneOf(v, [...at, "blocks", i], ["move", "sight"]);
    });
  },
  side: (value, at) => {
    oneOf(value, at, SIDES);
  },
  sideCells: (value, at, scope) => {
    boardCells(value, at, scope);
  },
};
