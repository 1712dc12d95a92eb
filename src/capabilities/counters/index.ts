// Capability package "counters": an entry that spends the uses of a sheet's counter row (1.239 `usesOf`) in a fight.

import type { CapabilityPackage } from "../../combat/package.js";
import { counters } from "./counters.js";
import { format, savedState } from "./def.js";

export const countersPackage: CapabilityPackage = {
  id: "counters",
  summary:
    "Entries that spend the uses of a sheet's counter row by name (1.239 usesOf), several at once (1.245 usesSpent, from the usesOf row or the row holding the entry): offered while a whole use remains, written back when the fight settles.",
  requires: ["base"],
  implements: ["1.239 usesOf", "1.245 usesSpent"],
  modules: [{ priority: 1239, module: counters }],
  state: savedState,
  format,
};
