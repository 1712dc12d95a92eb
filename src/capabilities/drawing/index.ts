// Capability package "drawing": the engine's own `combat.drawing` (ruleset-format §20): weapons drawn, dropped,
// picked up and thrown as 5e allows.

import type { CapabilityPackage } from "../../combat/package.js";
import { drawing } from "./drawing.js";

export const drawingPackage: CapabilityPackage = {
  id: "drawing",
  summary: "Weapons carried are drawn, dropped, picked up and thrown as 5e allows (the engine's own combat.drawing).",
  requires: ["base"],
  implements: [
    "base combat.drawing",
    "base combat.drawing.twoHanded",
    "base combat.drawing.thrown",
    "base combat.drawing.shield",
  ],
  // Before acting builds a use's option (offer) and before the attack resolves (onUse).
  modules: [{ priority: 95, module: drawing }],
};
