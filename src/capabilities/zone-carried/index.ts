// Capability package "zone-carried": a burst put on the cell someone stands on goes with them (1.301 `zone.carried`).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./format.js";
import { events } from "./text.js";
import { zoneCarried } from "./zone-carried.js";

export const zoneCarriedPackage: CapabilityPackage = {
  id: "zone-carried",
  summary:
    "A burst put on the cell someone stands on (anyone, or its caster alone) goes with them, centred on them (1.301).",
  requires: ["zones"],
  implements: ["1.301 zone.carried"],
  events,
  modules: [{ priority: 385, module: zoneCarried }],
  format,
};
