// Capability package "target-types": whom an entry can affect, by what a creature is, its ability scores and its
// immunities (1.185 Sleep, 1.191 Hideous Laughter).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format, type Unaffected, unaffectedText } from "./def.js";
import { targetTypes } from "./filter.js";

export const targetTypesPackage: CapabilityPackage = {
  id: "target-types",
  summary:
    "Whom an entry can affect: creature types and tags, ability scores at most or at least a bound, and no immunity to named conditions (1.185, 1.191).",
  requires: ["base"],
  implements: ["1.185 targetTypes.abilityAtMost", "1.185 targetTypes.notImmuneTo", "1.191 targetTypes.abilityAtLeast"],
  // Before the moments (240): a creature it passes over is never asked to roll, nor does anyone react for it.
  modules: [{ priority: 235, module: targetTypes }],
  format,
  events: { unaffected: ((e, n) => unaffectedText(e as Unaffected, n)) as EventText },
};
