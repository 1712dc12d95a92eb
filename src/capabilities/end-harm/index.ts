// Capability package "end-harm": damage to a condition's holder when it ends (1.245: Hurl Through Hell).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { type EndHarmEvent, endHarmText, format } from "./def.js";
import { effectWorth } from "./director.js";
import { endHarm } from "./harm.js";

export const endHarmPackage: CapabilityPackage = {
  id: "end-harm",
  summary:
    "A condition's onEnd.harm: its holder takes its damage from whoever applied it when it ends, unless the holder passes unless; after a dismissed holder is back (1.245).",
  requires: ["base"],
  implements: [
    "1.245 onEnd.harm",
    "1.245 onEnd.harm.dice",
    "1.245 onEnd.harm.flat",
    "1.245 onEnd.harm.type",
    "1.245 onEnd.harm.unless",
  ],
  // After the dismissal package (1236.5), which brings back one away while it held the condition.
  modules: [{ priority: 1245, module: endHarm }],
  format,
  effectWorth,
  events: { "end-harm": ((e, n) => endHarmText(e as EndHarmEvent, n)) as EventText },
};
