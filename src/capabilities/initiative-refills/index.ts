// Capability package "initiative-refills": pools refilled as the fight rolls initiative (1.411: Superior Inspiration).

import "./def.js";
import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format, type InitiativeRefill, initiativeRefillText } from "./def.js";
import { refills } from "./refill.js";

export const initiativeRefillsPackage: CapabilityPackage = {
  id: "initiative-refills",
  summary:
    "A held entry's pool (a live pool by id, a counter row by name) regains uses when the fight rolls initiative while it is used up (1.411).",
  // A counter row's uses in the fight are the counters package's.
  requires: ["base", "counters"],
  implements: ["1.411 refillsAtInitiative", "1.411 refillsAtInitiative.pool", "1.411 refillsAtInitiative.amount"],
  modules: [{ priority: 1411, module: refills }],
  format,
  events: { "initiative-refill": ((e, n) => initiativeRefillText(e as InitiativeRefill, n)) as EventText },
};
