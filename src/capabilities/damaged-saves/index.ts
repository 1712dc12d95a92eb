// Capability package "damaged-saves": saves that end a condition made when its holder takes damage, from anyone or
// only from whoever applied it (1.274: Sympathy).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { state } from "./saved-state.js";
import { damagedSaves } from "./saves.js";

export const damagedSavesPackage: CapabilityPackage = {
  id: "damaged-saves",
  summary:
    'A save that ends a condition made each time its holder takes damage (`saveEnds.at: "damaged"`), or only damage from whoever applied it (`bySource`) (1.274).',
  requires: ["base"],
  implements: ['1.274 applies[].saveEnds.at: "damaged"', "1.274 applies[].saveEnds.bySource"],
  state,
  // After dealing (290) and the harms' damage, with the other damage hooks.
  modules: [{ priority: 318, module: damagedSaves }],
  format,
};
