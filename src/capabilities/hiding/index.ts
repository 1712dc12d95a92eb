// Capability package "hiding": Hiding, searching and passive perception (1.287).

import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { director, effectWorth } from "./director.js";
import { format } from "./format.js";
import { hiding } from "./hiding.js";
import { events } from "./text.js";

export const hidingPackage: CapabilityPackage = {
  id: "hiding",
  summary: "Hiding, searching and passive perception (1.287).",
  requires: ["base"],
  implements: [
    "1.287 combat.hiding",
    "1.287 combat.hiding.stealth",
    "1.287 combat.hiding.perception",
    "1.287 combat.hiding.passive",
    "1.287 combat.hiding.lightly",
    '1.287 combat.standard: "search"',
    "1.287 search",
    "1.287 checks",
    "1.287 combat.hiding.noisy",
  ],
  events,
  director,
  effectWorth,
  format,
  modules: [{ priority: 170, module: hiding }],
};
