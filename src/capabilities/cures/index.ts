// Capability package "cures": ending conditions, stabilizing the dying and reviving the recently dead (1.176).

import type { CapabilityPackage } from "../../combat/package.js";
import { curesModule } from "./cures.js";
import { format } from "./def.js";
import { effectWorth } from "./director.js";
import { events } from "./text.js";

export const curesPackage: CapabilityPackage = {
  id: "cures",
  summary:
    "Cures: conditions (or kinds of them) ended in order up to a count, the dying stabilized, the recently dead revived (1.176).",
  requires: ["base"],
  implements: [
    "1.176 ends",
    "1.176 ends.conditions",
    "1.176 ends.count",
    "1.176 stabilizes",
    "1.176 revives",
    "1.176 revives.withinRounds",
    "1.176 revives.health",
    // A kind in a cure's list is read by the same ending (`namesOf`: a condition's id and its kinds).
    "1.258 a kind in ends.conditions",
    // 1.236: only what creatures passing a test applied (Break Enchantment), read by the same ending (`endsOn`).
    "1.236 ends.from",
    // 1.261: a stat block's action that heals and ends conditions (the unicorn's Healing Touch).
    "1.261 ends",
  ],
  format,
  events,
  effectWorth,
  modules: [{ priority: 355, module: curesModule }],
};
