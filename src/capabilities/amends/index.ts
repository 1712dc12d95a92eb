// Capability package "amends": Amendments held on a sheet built into the uses they name (1.302, 1.306).

import type { CapabilityPackage } from "../../combat/package.js";
import { amends } from "./amends.js";
import { format } from "./format.js";

export const amendsPackage: CapabilityPackage = {
  id: "amends",
  summary: "Amendments held on a sheet built into the uses they name (1.302, 1.306).",
  requires: ["base"],
  implements: [
    "1.302 amends",
    "1.302 amends[].entry",
    "1.302 amends[].damageAdd",
    "1.302 amends[].range",
    "1.302 amends[].push",
    "1.302 amends[].pushOptional",
    "1.302 Eldritch Blast (no push)",
    "1.306 amends[].damagePlus",
    "1.306 amends[].damagePlus.add",
    "1.306 amends[].damagePlus.type",
    "1.306 amends[].damagePlus.atLeast",
    "1.306 amends[].strikes",
  ],
  format,
  modules: [{ priority: 300, module: amends }],
};
