// Capability package "strike-dice": a blow's own dice rolled more times, or more of them on a critical hit (1.197: an
// enlarged duergar's weapons; 1.247: Brutal Critical).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { strikeDice } from "./dice.js";

export const strikeDicePackage: CapabilityPackage = {
  id: "strike-dice",
  summary:
    "Damage changes that roll a blow's own dice more times, doubled by a critical hit, or add undoubled dice to a critical hit (1.197, 1.247).",
  requires: ["base", "blow-filters"],
  implements: ['1.197 {to: "damage"}.diceTimes', '1.247 {to: "damage"}.criticalDice'],
  modules: [{ priority: 586, module: strikeDice }],
  format,
};
