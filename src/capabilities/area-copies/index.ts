// Capability package "area-copies": a burst or box put down several times at once, each copy placed in turn touching
// one placed before it (1.178) or with its centre within a distance of one (1.301).

import "./def.js";
import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { areaCopies } from "./area-copies.js";
import { aimChoices, randomFill } from "./director.js";
import { format } from "./format.js";
import { events } from "./text.js";

export const areaCopiesPackage: CapabilityPackage = {
  id: "area-copies",
  summary:
    "A burst or box put down several times at once, each copy placed in turn touching one placed before it (1.178).",
  requires: ["base"],
  implements: ["1.178 area.copies", "1.301 area.copiesWithin"],
  events,
  format,
  modules: [{ priority: 105, module: areaCopies }],
  aimChoices,
  randomFill,
};
