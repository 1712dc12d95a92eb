// Capability package "zone-inside": zones acting on those inside: conditions and immunities while there, forbidden
// components, and wards against uses from outside (1.179, with 1.181's ward levels).

import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { aimChoices, effectWorth } from "./director.js";
import { state } from "./saved-state.js";
import { events } from "./text.js";
import { zoneInside, zoneWards } from "./zone-inside.js";

export const zoneInsidePackage: CapabilityPackage = {
  id: "zone-inside",
  summary:
    "Zones acting on those inside: conditions and damage immunities while there, forbidden components, and wards against uses from outside (1.179, 1.181).",
  requires: ["base", "zones"],
  implements: [
    "1.179 zone.inside",
    "1.179 zone.inside.conditions",
    "1.179 zone.inside.immune",
    "1.179 zone.forbids",
    "1.179 zone.forbids.components",
    "1.179 zone.wards",
    "1.179 zone.wards.catalogs",
    "1.179 zone.wards.maxLevel",
    "1.181 zone.wards.by",
    "1.181 zone.wards.maxLevelPerCostStep",
  ],
  events,
  state,
  format,
  effectWorth,
  aimChoices,
  // Wards before the moments (240): a warded target is never asked to roll, nor does anyone react for it. The rest
  // after the zones themselves (390), so a zone that just ended or appeared is seen.
  modules: [
    { priority: 236, module: zoneWards },
    { priority: 395, module: zoneInside },
  ],
};
