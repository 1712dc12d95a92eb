// Capability package "lair": Lair actions at their count, actedOnly targets, untilLair conditions, brokenNextLair (1.315, 1.327, 1.336).

import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { director } from "./director.js";
import { format } from "./format.js";
import { lair } from "./lair.js";
import { state } from "./saved-state.js";
import { events, moments } from "./text.js";

export const lairPackage: CapabilityPackage = {
  id: "lair",
  summary:
    "Lair actions at their count, actedOnly targets, untilLair conditions, brokenNextLair (1.315, 1.327, 1.336).",
  requires: ["base"],
  implements: [
    "1.315 lair",
    "1.315 lairInitiative",
    "1.315 inLair",
    "1.327 actedOnly",
    "1.327 applies[].duration.untilLair",
    "1.327 brokenNextLair",
    "1.336 brokenNextLair as a list",
  ],
  events,
  moments,
  director,
  format,
  state,
  modules: [{ priority: 130, module: lair }],
};
