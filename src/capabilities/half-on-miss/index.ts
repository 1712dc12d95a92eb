// Capability package "half-on-miss": attacks that still deal half their damage on a miss (1.255 Acid Arrow; 1.257
// an item's use, an Acid Arrow scroll).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format, type HalfOnMissEvent, halfOnMissText } from "./def.js";
import { effectWorth } from "./director.js";
import { halfOnMiss } from "./half.js";

export const halfOnMissPackage: CapabilityPackage = {
  id: "half-on-miss",
  summary:
    "`halfOnMiss` on an entry or an item's use: a miss still deals half the damage, its clauses' too, and nothing else (1.255, 1.257).",
  requires: ["base"],
  implements: ["1.255 halfOnMiss", "1.257 halfOnMiss"],
  // Just after dealing (290), which it calls for the halved blow.
  modules: [{ priority: 289, module: halfOnMiss }],
  format,
  effectWorth,
  events: { "half-on-miss": ((e, n) => halfOnMissText(e as HalfOnMissEvent, n)) as EventText },
};
