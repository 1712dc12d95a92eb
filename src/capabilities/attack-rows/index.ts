// Capability package "attack-rows": the rows every sheet's fight has, and what held entries do to the rows and
// wielded weapons they name (1.242, 1.244: Martial Arts, Ki-Empowered Strikes, the unarmed strike).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { attackRows } from "./rows.js";

export const attackRowsPackage: CapabilityPackage = {
  id: "attack-rows",
  summary:
    "Rows every sheet's fight has, and entries held on a sheet that change the rows and wielded weapons they name: the best of some abilities, a die of a size read from the sheet, qualities (1.242, 1.244).",
  requires: ["base"],
  implements: [
    "1.242 attackRows",
    "1.242 attackRows[].names",
    "1.242 attackRows[].when",
    "1.242 attackRows[].when.value",
    "1.242 attackRows[].when.atMost",
    "1.242 attackRows[].abilities",
    "1.242 attackRows[].die",
    "1.242 attackRows[].die.from",
    "1.242 attackRows[].die.table",
    "1.242 attackRows[].qualities",
    "1.244 combat.attacks[].always",
    "1.244 attackRows[].items",
    "1.244 attackRows[].items.tags",
    "1.244 attackRows[].items.notTags",
    "1.244 attackRows[].wielding.only",
    "1.244 attackRows[].wielding.only.names",
    "1.244 attackRows[].wielding.only.tags",
    "1.244 attackRows[].wielding.only.notTags",
  ],
  modules: [{ priority: 291, module: attackRows }],
  format,
};
