// Capability package "needs": entries that reach only those who have the senses they name (1.257: Cutting Words,
// which a creature must hear).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format, type SensesLackingEvent, sensesLackingText } from "./def.js";
import { needsModule } from "./needs.js";

export const needsPackage: CapabilityPackage = {
  id: "needs",
  summary:
    "An entry's `needs`: the senses the one it lands on must have, which neither a condition of its own nor a zone either stands in takes away (1.257).",
  requires: ["base", "sight", "zone-inside"],
  implements: ["1.257 needs"],
  // Before the moments (240), beside target-types: a creature it passes over is never asked to roll.
  modules: [{ priority: 238, module: needsModule }],
  format,
  events: { "senses-lacking": ((e, n) => sensesLackingText(e as SensesLackingEvent, n)) as EventText },
};
