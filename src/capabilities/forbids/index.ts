// Capability package "forbids": conditions that keep their holder from using anything that needs some components
// (1.179: gagged).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { forbids } from "./forbids.js";

export const forbidsPackage: CapabilityPackage = {
  id: "forbids",
  summary: "Conditions that keep their holder from using anything needing some components (1.179: gagged).",
  requires: ["base"],
  implements: ["1.179 forbids"],
  format,
  modules: [{ priority: 96, module: forbids }],
};
