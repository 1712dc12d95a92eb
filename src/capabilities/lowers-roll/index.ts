// Capability package "lowers-roll": reactions that lower someone else's roll (1.250: Cutting Words on an attack that
// hit, answering for allies; 1.257 also someone else's check or damage roll, spent without asking).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format, type LoweredEvent, loweredText } from "./def.js";
import { effectWorth } from "./director.js";
import { lowersRoll } from "./lower.js";

export const lowersRollPackage: CapabilityPackage = {
  id: "lowers-roll",
  summary:
    "Reactions whose dice (or one die sized by a sheet value) come off someone else's attack roll that hit, answering for allies within a distance (1.250); also checks and damage rolls, spent at once when the dice could turn them (1.257).",
  requires: ["base"],
  implements: [
    "1.250 lowersRoll",
    "1.250 lowersRoll.dice",
    "1.250 lowersRoll.die",
    "1.250 lowersRoll.die.from",
    "1.250 lowersRoll.die.table",
    "1.250 reaction.for",
    "1.250 reaction.within",
    "1.257 lowersRoll.also",
  ],
  modules: [{ priority: 298, module: lowersRoll }],
  format,
  effectWorth,
  events: { lowered: ((e, n) => loweredText(e as LoweredEvent, n)) as EventText },
};
