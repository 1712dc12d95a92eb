// The key a carried zone keeps (1.301), checked before `resume` takes a saved fight (the zones package's extension
// point "zone state"): who carries it.
import { combatantRef, type SlotCheck } from "../../combat/state-shape.js";

export const zoneSlots: Readonly<Record<string, SlotCheck>> = {
  carrier: (value, at, { ids }) => combatantRef(value, at, ids),
};
