// Capability package "zone-wind": winds that end the obscuring zones they reach, at once or after rounds of wind in a
// row, with the concentration holding them up (1.286, 1.289).

import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { effectWorth } from "./director.js";
import { events } from "./text.js";
import { zoneWind } from "./zone-wind.js";

export const zoneWindPackage: CapabilityPackage = {
  id: "zone-wind",
  summary:
    "Winds that end the obscuring zones they reach, at once or after rounds of wind in a row, with the concentration holding them up (1.286, 1.289).",
  requires: ["zones"],
  implements: [
    "1.286 zone.obscures.dispersed",
    "1.286 zone.disperses",
    "1.289 zone.obscures.dispersed.after",
    "1.289 zone.obscures.dispersed as an object",
  ],
  events,
  format,
  effectWorth,
  modules: [{ priority: 407, module: zoneWind }],
};
