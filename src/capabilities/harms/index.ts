// Capability package "harms": conditions that harm their holder each turn, stack, or keep to one holder per source
// (1.189: sword of wounding, an oathbow's sworn enemy).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { type ConditionHarms, format, harmsText } from "./def.js";
import { harms } from "./harms.js";
import { state } from "./saved-state.js";

export const harmsPackage: CapabilityPackage = {
  id: "harms",
  summary:
    "Conditions that harm their holder at its turn's start or end, stack when applied again, or keep to one holder per source (1.189); harms that grow with the cost step they were applied at (1.255: Acid Arrow).",
  requires: ["base"],
  implements: [
    "1.189 harms",
    "1.189 harms.at",
    "1.189 harms.dice",
    "1.189 harms.type",
    "1.189 stacks",
    "1.189 onePerSource",
    "1.255 applies[].harmsPerCostStep",
  ],
  state,
  // Before durations (320): the harm is resolved before any save that ends the condition.
  modules: [{ priority: 315, module: harms }],
  format,
  events: { "condition-harms": ((e, n) => harmsText(e as ConditionHarms, n)) as EventText },
};
