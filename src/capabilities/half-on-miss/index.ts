// Capability package "half-on-miss": an attack-roll entry that still deals half its damage on a miss (1.255: Acid
// Arrow), its clauses' too, and nothing else it does on a hit.

import type { CapabilityPackage } from "../../combat/package.js";
import { missWorth } from "./director.js";
import { format, halfOnMiss } from "./half-on-miss.js";

export const halfOnMissPackage: CapabilityPackage = {
  id: "half-on-miss",
  summary: "An attack-roll entry that deals half its damage on a miss, and nothing else it does on a hit (1.255).",
  requires: ["base"],
  implements: ["1.255 halfOnMiss"],
  modules: [{ priority: 1255, module: halfOnMiss }],
  format,
  effectWorth: missWorth,
};
