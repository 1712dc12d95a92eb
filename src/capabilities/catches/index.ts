// Capability package "catches": missiles caught and thrown back (1.416: Deflect Missiles), with the die a throw back
// may use instead (1.420), reactions at a chosen creature, and reactions that need a free hand.

import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { catches } from "./catches.js";
import { format } from "./def.js";
import { state } from "./saved-state.js";
import { events } from "./text.js";

export const catchesPackage: CapabilityPackage = {
  id: "catches",
  summary:
    "A weapon's blow brought to zero by the target's own reductions is caught, and its catcher may throw it back with the missile's dice and type (or a die read from the sheet); reactions at a chosen creature, and reactions that need a free hand (1.416, 1.420).",
  requires: ["base", "blow-responses"],
  implements: [
    '1.416 reaction.on: "caught"',
    "1.416 reaction.freeSlot",
    "1.416 throwsCaught",
    '1.416 reaction.at: "chosen"',
    "1.420 throwsCaught.die",
    "1.420 throwsCaught.die.from",
    "1.420 throwsCaught.die.table",
  ],
  events,
  format,
  state,
  modules: [{ priority: 1416, module: catches }],
};
