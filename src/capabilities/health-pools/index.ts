// Capability package "health-pools": health pools and thresholds (1.196), and the targets a pool skips (1.199).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { effectWorth } from "./director.js";
import { healthPools } from "./pools.js";
import { events } from "./text.js";

export const healthPoolsPackage: CapabilityPackage = {
  id: "health-pools",
  summary:
    "Health pools handed out from the least health up, health thresholds and outright kills (1.196); targets a pool skips (1.199).",
  requires: ["base", "target-types"],
  implements: [
    "1.196 healthPool",
    "1.196 healthAtMost",
    "1.196 kills",
    "1.199 healthPoolSkips",
    "1.199 healthPoolSkips.conditions",
    "1.199 healthPoolSkips.unseeing",
  ],
  format,
  events,
  effectWorth,
  modules: [{ priority: 237, module: healthPools }],
};
