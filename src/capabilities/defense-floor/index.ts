// Capability package "defense-floor": a defense that never goes below a floor (1.406: Barkskin, Mage Armor).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { defenseFloor } from "./floor.js";

export const defenseFloorPackage: CapabilityPackage = {
  id: "defense-floor",
  summary: "A defense that never goes below a floor, a number or a value of the holder's sheet (1.406).",
  requires: ["base"],
  implements: ['1.406 {to: "defense"}.atLeast'],
  modules: [{ priority: 500, module: defenseFloor }],
  format,
};
