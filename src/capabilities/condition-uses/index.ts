// Capability package "condition-uses": conditions that give their holder uses of their own, and entries that end
// such a condition once used (1.236: Dispel Evil and Good's Break Enchantment and Dismissal).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { effectWorth } from "./director.js";
import { conditionUses } from "./granted.js";

export const conditionUsesPackage: CapabilityPackage = {
  id: "condition-uses",
  summary:
    "Uses a condition gives its holder while held, paying nothing but their budget, and entries that end such a condition (with its concentration) once used (1.236).",
  requires: ["base"],
  implements: ["1.236 actions", "1.236 endsCondition"],
  modules: [{ priority: 1236, module: conditionUses }],
  format,
  effectWorth,
};
