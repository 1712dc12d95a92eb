// Capability package "teleport": Teleports with their landing cells, companions, leaving the fight, smoke, and the paired strike (1.276, 1.279, 1.280).

import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { director } from "./director.js";
import { state } from "./saved-state.js";
import { summaryMarks } from "./summary.js";
import { teleports } from "./teleport.js";
import { events } from "./text.js";

export const teleportPackage: CapabilityPackage = {
  id: "teleport",
  summary:
    "Teleports with their landing cells, companions, leaving the fight, smoke, and the paired strike (1.276, 1.279, 1.280).",
  requires: ["base"],
  implements: [
    "1.276 teleport",
    "1.276 teleport.distance",
    "1.276 teleport.seen",
    "1.276 teleport.carries",
    "1.276 teleport.carriesWithin",
    "1.276 teleport.cells",
    "1.276 at",
    "1.276 carries",
    "1.279 teleport.leaves",
    "1.279 teleport.carriesSeen",
    "1.279 teleport.smoke",
    // Smoke that only lightly obscures, through the sight package's obscurers.
    "1.286 teleport.smoke.light",
    "1.279 fled",
    "1.280 teleport.strike",
  ],
  events,
  format,
  director,
  state,
  summaryMarks,
  modules: [{ priority: 230, module: teleports }],
};
