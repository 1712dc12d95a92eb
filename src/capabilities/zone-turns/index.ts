// Capability package "zone-turns": a line or cone its caster carries, turned on a budget (1.182).

import type { CapabilityPackage } from "../../combat/package.js";
import { director } from "./director.js";
import { format } from "./format.js";
import { events } from "./text.js";
import { zoneTurns } from "./zone-turns.js";

export const zoneTurnsPackage: CapabilityPackage = {
  id: "zone-turns",
  summary: "A line or cone its caster carries, turned on a budget to catch whoever it newly covers (1.182).",
  requires: ["zones"],
  implements: ["1.182 zone.turn", "1.182 zone.turn.budget"],
  events,
  director,
  format,
  modules: [{ priority: 405, module: zoneTurns }],
};
