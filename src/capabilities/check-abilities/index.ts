// Capability package "check-abilities": checks modifiers that count only for checks made with some abilities (1.188:
// a barbarian's Rage).

import type { CapabilityPackage } from "../../combat/package.js";
import { checkAbilities } from "./abilities.js";
import { format } from "./def.js";

export const checkAbilitiesPackage: CapabilityPackage = {
  id: "check-abilities",
  summary: "Checks modifiers restricted to checks made with some abilities, contest and skill checks included (1.188).",
  requires: ["base"],
  implements: ['1.188 {to: "checks"}.abilities'],
  modules: [{ priority: 580, module: checkAbilities }],
  format,
};
