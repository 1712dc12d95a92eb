// Capability package "zone-bursts": Zones that detonate, grow, are touched and burn (1.183).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./format.js";
import { zoneBursts } from "./zone-bursts.js";

export const zoneBurstsPackage: CapabilityPackage = {
  id: "zone-bursts",
  summary: "Zones that detonate, grow, are touched and burn (1.183).",
  requires: ["zones"],
  implements: [
    "1.183 zone.detonates",
    "1.183 zone.grows",
    "1.183 zone.touched",
    "1.183 zone.burns",
    "1.183 zone.burns.by",
    "1.183 zone.burns.amount",
    "1.183 zone.burns.damageType",
  ],
  format,
  modules: [{ priority: 380, module: zoneBursts }],
};
