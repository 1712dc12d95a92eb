// Capability package "zone-damage-type": a zone whose later catches deal another damage type than its cast (1.198).

import type { CapabilityPackage } from "../../combat/package.js";
import { catchUse } from "../zones/catch-use.js";
import { format } from "./format.js";
import { zoneDamageType } from "./zone-damage-type.js";

export const zoneDamageTypePackage: CapabilityPackage = {
  id: "zone-damage-type",
  summary:
    "A zone that deals another damage type when it catches someone (a trigger, its side, a ram) than when it appears (1.198).",
  requires: ["zones"],
  implements: ["1.198 zone.damageType"],
  modules: [{ priority: 425, module: zoneDamageType }],
  format,
  // The director weighs a carried zone's later rounds as they deal: the zone's damage type.
  laterCatch: (_scene, use) => {
    const later = catchUse(use);
    return later === use ? undefined : later;
  },
};
