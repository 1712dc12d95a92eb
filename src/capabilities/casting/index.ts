// Capability package "casting": A creature's spellcasting and legendary spellcasting (1.181, 1.284).

import type { CapabilityPackage } from "../../combat/package.js";
import { casting } from "./casting.js";
import { format } from "./format.js";

export const castingPackage: CapabilityPackage = {
  id: "casting",
  summary: "A creature's spellcasting and legendary spellcasting (1.181, 1.284).",
  requires: ["base", "signature"],
  implements: ["1.181 spellcasting", "1.284 casting", "1.284 casting.cantripsOnly"],
  format,
  modules: [{ priority: 80, module: casting }],
};
