// Capability package "cost-steps": higher costs that add only every few steps (1.300: Flame Blade, Spiritual Weapon).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { costSteps } from "./every.js";

export const costStepsPackage: CapabilityPackage = {
  id: "cost-steps",
  summary: "An entry's perCostStep added only once every few steps of higher cost (1.300).",
  requires: ["base"],
  implements: ["1.300 perCostStepsEvery"],
  modules: [{ priority: 1300, module: costSteps }],
  format,
};
