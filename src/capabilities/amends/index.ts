// Capability package "amends": Amendments held on a sheet built into the uses they name (1.302, 1.306), or every entry of the catalogs they name whose filter matches (1.414).

import type { CapabilityPackage } from "../../combat/package.js";
import { amends } from "./amends.js";
import { format } from "./format.js";

export const amendsPackage: CapabilityPackage = {
  id: "amends",
  summary:
    "Amendments held on a sheet built into the uses they name (1.302, 1.306), or every entry of the catalogs they name whose filter matches (1.414).",
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
    "1.414 amends[].catalogs",
    "1.414 amends[].where",
    "1.414 amends[].where.filter",
    "1.414 amends[].where.equals",
  ],
  format,
  modules: [{ priority: 300, module: amends }],
};
