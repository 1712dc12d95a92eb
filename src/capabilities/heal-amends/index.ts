// Capability package "heal-amends": amendments that add healing to the entries they amend, and heal the healer
// (1.421: Disciple of Life, Blessed Healer), and heal for the maximum (1.415: Supreme Healing).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { effectWorth } from "./director.js";
import { healAmends } from "./heal-add.js";
import { maxHeal } from "./max-heal.js";

export const healAmendsPackage: CapabilityPackage = {
  id: "heal-amends",
  summary:
    "Amendments that heal each one healed more, and heal the healer when it heals another (1.421), and that heal for the maximum (1.415).",
  requires: ["base", "amends"],
  implements: [
    "1.421 amends[].healAdd",
    "1.421 amends[].healAdd.add",
    "1.421 amends[].healAdd.perLevel",
    "1.421 amends[].healAdd.fromLevel",
    "1.421 amends[].healsSelf",
    "1.415 amends[].maxHeal",
  ],
  modules: [
    { priority: 1421, module: healAmends },
    { priority: 1415, module: maxHeal },
  ],
  format,
  effectWorth,
};
