// Capability package "suppression": conditions suppressed rather than ended (1.275: Antipathy, Calm Emotions).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format, type Suppression, suppressionText } from "./def.js";
import { suppression } from "./suppression.js";

export const suppressionPackage: CapabilityPackage = {
  id: "suppression",
  summary:
    "Conditions held out of force rather than ended: in force within a distance of their source though unseen, or suppressed by another condition (1.275).",
  requires: ["base", "sight"],
  implements: ["1.275 orSourceWithin", "1.275 suppresses"],
  modules: [{ priority: 550, module: suppression }],
  format,
  events: { suppression: ((e, n) => suppressionText(e as Suppression, n)) as EventText },
};
