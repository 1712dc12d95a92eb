// Capability package "applied-numbers": numbers fixed by whoever applied a condition, and temporary points a
// condition gives each turn (1.274: Heroism).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import {
  type ConditionTemporary,
  conditionTemporaryText,
  format,
  type TemporaryLost,
  temporaryLostText,
} from "./def.js";
import { effectWorth } from "./director.js";
import { state } from "./saved-state.js";
import { appliedNumbers } from "./temporary.js";

export const appliedNumbersPackage: CapabilityPackage = {
  id: "applied-numbers",
  summary:
    "A number read from the applier's sheet when a condition takes effect, and temporary points a condition gives at each of its holder's turns, lost with it if it says so (1.274).",
  requires: ["base"],
  implements: [
    "1.274 applies[].value",
    "1.274 temporary",
    "1.274 temporary.at",
    "1.274 temporary.dice",
    "1.274 temporary.flat",
    "1.274 temporary.value",
    "1.274 temporary.lostWhenEnds",
  ],
  state,
  modules: [{ priority: 316, module: appliedNumbers }],
  format,
  effectWorth,
  events: {
    "condition-temporary": ((e, n) => conditionTemporaryText(e as ConditionTemporary, n)) as EventText,
    "temporary-lost": ((e, n) => temporaryLostText(e as TemporaryLost, n)) as EventText,
  },
};
