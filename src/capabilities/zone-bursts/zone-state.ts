// The keys a detonating or burning zone keeps (1.183), checked before `resume` takes a saved fight (the zones
// package's extension point "zone state"): how many times it has grown, and whether it is alight.
import { flag, int, type SlotCheck } from "../../combat/state-shape.js";

export const zoneSlots: Readonly<Record<string, SlotCheck>> = {
  grown: (value, at) => {
    int(value, at, 0, 1000);
  },
  alight: (value, at) => flag(value, at, true),
};
