// Capability package "repeats": a concentration entry's effect used again while its user concentrates on it
// (1.310: Vampiric Touch, Eyebite, Heat Metal).

import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { director } from "./director.js";
import { repeats } from "./repeats.js";
import { state } from "./saved-state.js";
import { events } from "./text.js";

export const repeatsPackage: CapabilityPackage = {
  id: "repeats",
  summary:
    "A concentration entry's effect offered again on a budget of its own while its user concentrates on it, paying nothing, at the casting's level (1.310); the options of one casting offered again together (1.313).",
  requires: ["base"],
  implements: [
    "1.310 repeats.budget",
    "1.310 repeats.notSaved",
    "1.310 repeats.sameTargets",
    "1.310 … again",
    "1.313 repeats.group",
  ],
  events,
  director,
  format,
  state,
  // After concentration (370) has moved on to a casting.
  modules: [{ priority: 3100, module: repeats }],
};
