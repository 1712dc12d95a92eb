// Capability package "untrained-bonus": bonuses to untrained skills and plain ability checks read from the sheet
// (1.419: Jack of All Trades, Remarkable Athlete).

import type { CapabilityPackage } from "../../combat/package.js";
import { checkAdd } from "./bonus.js";
import { rules } from "./reads.js";

export const untrainedBonusPackage: CapabilityPackage = {
  id: "untrained-bonus",
  summary:
    "A value read from the sheet added to untrained skills and saves, and to checks of an ability alone, never reading skill modifiers (1.419).",
  requires: ["base"],
  implements: ["1.419 untrained.add", '1.419 untrained as {"add": <value>}', "1.419 checkAdd"],
  modules: [{ priority: 720, module: checkAdd }],
  format: { rules },
};
