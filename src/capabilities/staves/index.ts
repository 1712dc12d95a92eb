// Capability package "staves": more of what staves and rings do (1.271: a use's label beside the item's name, its
// amount added from the sheet, a push farther for each more charge, and charges regained on the last charge's die).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { effectWorth } from "./director.js";
import { staves } from "./staves.js";

export const stavesPackage: CapabilityPackage = {
  id: "staves",
  summary:
    "An item use's label beside the item's name and amount added from the sheet, a push farther for each more charge paid, and charges regained instead on a high last-charge die (1.271).",
  requires: ["base", "charge-steps", "pushes"],
  implements: [
    "1.271 label",
    "1.271 amountAdd",
    "1.271 chargeStep.push",
    "1.271 charges.breaksOn.regains",
    "1.271 charges.breaksOn.regains.atLeast",
    "1.271 charges.breaksOn.regains.amount",
    "1.271 charges.breaksOn.atMost omitted",
  ],
  modules: [{ priority: 1271, module: staves }],
  format,
  effectWorth,
};
