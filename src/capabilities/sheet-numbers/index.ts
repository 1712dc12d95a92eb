// Capability package "sheet-numbers": an item's use read with its holder's numbers (1.269: a staff's spells at the
// wielder's spell save DC and spell attack bonus).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { sheetNumbers } from "./numbers.js";

export const sheetNumbersPackage: CapabilityPackage = {
  id: "sheet-numbers",
  summary: "An item's use with its save difficulty and attack bonus read from its holder's sheet (1.269).",
  requires: ["base"],
  implements: ["1.269 sheetDifficulty", "1.269 toHit.sheetBonus"],
  modules: [{ priority: 1269, module: sheetNumbers }],
  format,
};
