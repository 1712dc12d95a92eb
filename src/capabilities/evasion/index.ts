// Capability package "evasion": a passed save takes nothing and a failed one half, against what deals half on a
// success (1.250: the rogue's and the monk's Evasion).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { type EvasionEvent, evasionText, format } from "./def.js";
import { evasion } from "./evasion.js";

export const evasionPackage: CapabilityPackage = {
  id: "evasion",
  summary:
    "Saves named by a condition's or a level's `evasion`: against what deals half on a success, nothing on a success and half on a failure (1.250).",
  requires: ["base"],
  implements: ["1.250 evasion"],
  modules: [{ priority: 740, module: evasion }],
  format,
  events: { evasion: ((e, n) => evasionText(e as EvasionEvent, n)) as EventText },
};
