// The lair package's slots of a saved fight, checked before `resume` takes it: what each creature in its lair
// remembers, who fights in its lair, and the conditions that end at the lair count.
import { flag, int, keys, obj, refuse, type StateSlots, str, strings } from "../../combat/state-shape.js";

export const state: StateSlots = {
  fight: {
    lair(value, at, { ids, rounds }) {
      for (const [id, memory] of Object.entries(obj(value, at))) {
        if (!ids.has(id)) refuse([...at, id], "bad-reference", `no combatant ${id}`);
        const m = obj(memory, [...at, id]);
        keys(m, [...at, id], new Set(["reached", "last", "next"]));
        if (m.reached !== undefined) int(m.reached, [...at, id, "reached"], 0, rounds);
        if (m.last !== undefined) {
          const last = obj(m.last, [...at, id, "last"]);
          str(last.use, [...at, id, "last", "use"]);
          int(last.round, [...at, id, "last", "round"], 0, rounds);
        }
        if (m.next !== undefined) strings(m.next, [...at, id, "next"], 64);
      }
    },
  },
  combatant: { inLair: (value, at) => flag(value, at, true) },
  condition: { untilLair: (value, at) => flag(value, at, true) },
};
