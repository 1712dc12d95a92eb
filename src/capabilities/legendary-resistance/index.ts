// Capability package "legendary-resistance": Failed saves turned into successes, counted per fight (1.317).

import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./format.js";
import { legendaryResistance } from "./legendary-resistance.js";
import { state } from "./saved-state.js";
import { events } from "./text.js";

export const legendaryResistancePackage: CapabilityPackage = {
  id: "legendary-resistance",
  summary: "Failed saves turned into successes, counted per fight (1.317).",
  requires: ["base"],
  implements: ["1.317 legendaryResistance"],
  events,
  format,
  state,
  modules: [{ priority: 270, module: legendaryResistance }],
};
