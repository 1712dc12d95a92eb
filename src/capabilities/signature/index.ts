// Capability package "signature": Signature actions bought with points between turns, legendary moves and moving after the action (1.283, 1.284, 1.285).

import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { afterMove } from "./after-move.js";
import { format } from "./format.js";
import { state } from "./saved-state.js";
import { signature } from "./signature.js";
import { events } from "./text.js";

export const signaturePackage: CapabilityPackage = {
  id: "signature",
  summary:
    "Signature actions bought with points between turns, legendary moves and moving after the action (1.283, 1.284, 1.285).",
  requires: ["base"],
  implements: [
    "1.284 signature.cost",
    "1.283 move",
    "1.283 move.share",
    "1.283 move.distance",
    "1.283 move.noOpportunity",
    "1.283 move.untouchable",
    "1.285 move.speed",
  ],
  events,
  format,
  state,
  modules: [
    { priority: 70, module: signature },
    { priority: 490, module: afterMove },
  ],
};
