// Capability package "zone-sections": Walls standing in sections struck and broken one by one, broken sections
// harming whoever comes in (1.200, with 1.201's `broken.perCostStep`).

import "./text.js";
import "./def.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { director } from "./director.js";
import { format } from "./format.js";
import { events } from "./text.js";
import { zoneSections } from "./zone-sections.js";

export const zoneSectionsPackage: CapabilityPackage = {
  id: "zone-sections",
  summary:
    "Walls standing in sections that attacks strike and break one by one, a broken section harming whoever comes in (1.200, 1.201 `broken.perCostStep`).",
  requires: ["zones", "zone-walls"],
  implements: [
    "1.200 zone.sections",
    "1.200 zone.sections.every",
    "1.200 zone.sections.health",
    "1.200 zone.sections.defense",
    "1.200 zone.sections.vulnerable",
    "1.200 zone.sections.resist",
    "1.200 zone.sections.immune",
    "1.200 zone.sections.broken",
    "1.200 zone.sections.broken.triggers",
    "1.200 zone.sections.broken.amount",
    "1.200 zone.sections.broken.damageType",
    "1.200 zone.sections.broken.save",
    "1.200 zone.sections.broken.onSave",
    "1.200 walls",
    "1.200 wall",
    "1.201 zone.sections.broken.perCostStep",
  ],
  events,
  director,
  format,
  modules: [{ priority: 422, module: zoneSections }],
};
