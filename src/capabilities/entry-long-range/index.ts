// Capability package "entry-long-range": a catalog entry's long range (1.420), reached at long range as an item's is.

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { entryLongRange } from "./long-range.js";

export const entryLongRangePackage: CapabilityPackage = {
  id: "entry-long-range",
  summary: "A catalog entry's long range beyond its range, reached at long range as an item's or a creature's (1.420).",
  requires: ["base"],
  implements: ["1.420 longRange"],
  modules: [{ priority: 1420, module: entryLongRange }],
  format,
};
