// Capability package "fells-grant": temporary points when a foe falls (1.412: Dark One's Blessing).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { type FellsGranted, fellsGrantText, format } from "./def.js";
import { fellsGrant } from "./grant.js";

export const fellsGrantPackage: CapabilityPackage = {
  id: "fells-grant",
  summary: "Temporary points for whoever dealt the blow that dropped a foe to 0, read from its sheet (1.412).",
  requires: ["base"],
  implements: ["1.412 fellsGrant", "1.412 fellsGrant.temporary"],
  modules: [{ priority: 520, module: fellsGrant }],
  format,
  events: { "fells-grant": ((e, n) => fellsGrantText(e as FellsGranted, n)) as EventText },
};
