// Capability package "conjure": Weapons conjured or bound, held as strikes of their own (1.306, 1.308).

import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { conjure } from "./conjure.js";
import { effectWorth } from "./director.js";
import { format } from "./format.js";
import { state } from "./saved-state.js";
import { events } from "./text.js";

export const conjurePackage: CapabilityPackage = {
  id: "conjure",
  summary: "Weapons conjured or bound, held as strikes of their own (1.306, 1.308).",
  requires: ["base", "amends"],
  implements: [
    "1.306 conjures",
    "1.306 conjures.items",
    "1.306 conjures.proficient",
    "1.306 conjures.qualities",
    "1.306 conjures.binds.tags",
    "1.308 conjured weapon: thrown melee weapons allowed",
    "1.308 dismiss without an action",
  ],
  events,
  effectWorth,
  state,
  format,
  modules: [{ priority: 460, module: conjure }],
};
