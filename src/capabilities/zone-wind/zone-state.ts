// The key a zone a wind reaches keeps (1.289), checked before `resume` takes a saved fight (the zones package's
// extension point "zone state"): the round and the turn's place when wind first reached it.
import { int, keys, obj, type SlotCheck } from "../../combat/state-shape.js";

export const zoneSlots: Readonly<Record<string, SlotCheck>> = {
  wind(value, at, { rounds, order }) {
    const w = obj(value, at);
    keys(w, at, new Set(["round", "turn"]));
    int(w.round, [...at, "round"], 0, rounds);
    int(w.turn, [...at, "turn"], -1, order.length - 1);
  },
};
