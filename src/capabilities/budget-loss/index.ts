// Capability package "budget-loss": conditions that take budgets away from their holder's turns, the current one
// too when applied during it (1.179: Stinking Cloud).

import type { CapabilityPackage } from "../../combat/package.js";
import { budgetLoss } from "./budget-loss.js";
import { format } from "./def.js";

export const budgetLossPackage: CapabilityPackage = {
  id: "budget-loss",
  summary:
    "Conditions that take budgets away from each of their holder's turns, the current one too when applied during it (1.179: Stinking Cloud).",
  requires: ["base"],
  implements: ["1.179 budgets", "1.179 budgets.flat"],
  format,
  modules: [{ priority: 35, module: budgetLoss }],
};
