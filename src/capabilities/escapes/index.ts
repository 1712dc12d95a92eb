// Capability package "escapes": Contests made to escape a hold (1.174).

import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { director } from "./director.js";
import { escapes } from "./escapes.js";
import { format } from "./format.js";
import { state } from "./saved-state.js";
import { events } from "./text.js";

export const escapesPackage: CapabilityPackage = {
  id: "escapes",
  summary: "Contests made to escape a hold (1.174), only spells' holds and with the checks they name (1.175).",
  requires: ["base"],
  implements: [
    "1.174 applies[].escapeDc",
    "1.174 from.holding",
    "1.175 from.escapable",
    "1.175 applies[].escapeChecks",
  ],
  events,
  // The escape spends its budget before its roll: the spending joins the escape's line.
  spendsFirst: ["escape"],
  director,
  format,
  state,
  modules: [{ priority: 190, module: escapes }],
};
