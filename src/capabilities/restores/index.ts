// Capability package "restores": an entry that gives back a pool to those it reaches, past its maximum if it says
// so (1.252: Font of Magic, turning spell slots into Sorcery Points and points into slots).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format, type Restored, restoredText } from "./def.js";
import { effectWorth } from "./director.js";
import { restores } from "./restore.js";

export const restoresPackage: CapabilityPackage = {
  id: "restores",
  summary:
    "An entry's restore gives back a live pool or a counter row to those it reaches, more for each cost step above the cheapest, past the maximum with overMax (1.252).",
  requires: ["base", "counters"],
  implements: ["1.252 restore", "1.252 restore.pool", "1.252 restore.amount", "1.252 restore.overMax"],
  modules: [{ priority: 1252, module: restores }],
  format,
  events: { restore: ((e, n) => restoredText(e as Restored, n)) as EventText },
  effectWorth,
};
