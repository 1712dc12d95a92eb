// Capability package "charge-steps": an item use that spends more charges for higher cost steps (1.269: a Staff of
// Power's spell at a higher level, a wand of magic missiles' more darts, a Staff of Striking's 1d6 per charge).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { chargeSteps } from "./steps.js";

export const chargeStepsPackage: CapabilityPackage = {
  id: "charge-steps",
  summary:
    "An item use spending up to a number of more charges, each one higher cost step adding dice and targets, offered as payments charges:<n> (1.269).",
  requires: ["base"],
  implements: [
    "1.269 chargeStep",
    "1.269 chargeStep.max",
    "1.269 chargeStep.amount",
    "1.269 chargeStep.targets",
    "1.269 charges:<how many more>",
  ],
  modules: [{ priority: 1270, module: chargeSteps }],
  format,
};
