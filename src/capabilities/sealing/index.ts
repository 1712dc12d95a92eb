// Capability package "sealing": health that only a rest gives back (1.193: a sword of wounding's damage, and the
// wounds it leaves).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format, type HealthSealed, healthSealedText } from "./def.js";
import { sealing } from "./seal.js";

export const sealingPackage: CapabilityPackage = {
  id: "sealing",
  summary:
    "Health that only a rest gives back: what an item attack's damage or a condition's harm takes is sealed off the maximum healing reaches until a rest (1.193).",
  // The fight keeps what it sealed with what it lowered, and settles it to the sheet the same way.
  requires: ["base", "max-health", "harms"],
  implements: ["1.193 healedOnlyByRest", "1.193 harms.healedOnlyByRest"],
  format,
  events: { "health-sealed": ((e, n) => healthSealedText(e as HealthSealed, n)) as EventText },
  // Right after the blow's damage is taken, before a fall is weighed by those reacting to it.
  modules: [{ priority: 287, module: sealing }],
};
