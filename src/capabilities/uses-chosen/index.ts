// Capability package "uses-chosen": a heal that spends as many uses of its counter as its user chooses (1.251: Lay
// on Hands).

import type { CapabilityPackage } from "../../combat/package.js";
import { usesChosen } from "./chosen.js";
import { format } from "./def.js";
import { effectWorth } from "./director.js";

export const usesChosenPackage: CapabilityPackage = {
  id: "uses-chosen",
  summary:
    "A heal that spends as many uses of its counter as its user chooses, healing that many times its amount (1.251).",
  requires: ["base", "counters"],
  implements: ["1.251 usesChosen", "1.251 amount.max", "1.251 amount"],
  modules: [{ priority: 1251, module: usesChosen }],
  format,
  effectWorth,
};
