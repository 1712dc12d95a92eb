// Capability package "condition-uses": conditions that give their holder uses of their own, and entries that end
// such a condition once used (1.236: Dispel Evil and Good's Break Enchantment and Dismissal); granted actions that
// grow with the cost paid for the condition (1.300: Flame Blade).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { effectWorth } from "./director.js";
import { conditionUses } from "./granted.js";
import { state } from "./saved-state.js";

export const conditionUsesPackage: CapabilityPackage = {
  id: "condition-uses",
  summary:
    "Uses a condition gives its holder while held, paying nothing but their budget, and entries that end such a condition (with its concentration) once used (1.236).",
  requires: ["base"],
  implements: [
    "1.236 actions",
    "1.236 endsCondition",
    // 1.300: a granted action grows with the cost paid for the condition, by its own perCostStep and how it counts.
    "1.300 actions[].perCostStep",
    "1.300 actions[].perCostStepsEvery",
    "1.241 actions[].perCostStepsMax",
  ],
  modules: [{ priority: 1236, module: conditionUses }],
  format,
  effectWorth,
  state,
};
