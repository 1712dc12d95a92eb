// Capability package "takes": entries whose user takes standard actions as they are used (1.313: Expeditious
// Retreat Dashes as it is cast).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format, type TakesEvent, takesText } from "./def.js";
import { effectWorth } from "./director.js";
import { takes } from "./takes.js";

export const takesPackage: CapabilityPackage = {
  id: "takes",
  summary: "An entry whose user takes standard actions (Dash, Disengage, Dodge) as it is used, on no budget (1.313).",
  requires: ["base"],
  implements: ["1.313 takes"],
  format,
  effectWorth,
  events: { takes: ((e, n) => takesText(e as TakesEvent, n)) as EventText },
  modules: [{ priority: 3130, module: takes }],
};
