// Capability package "hangs-on": dropping to 1 health instead of 0 (1.320, 1.400: Undead Fortitude, Relentless,
// Relentless Endurance, Relentless Rage).

import "./def.js";
import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format, type HungOn, hungOnText, type LastTurnOver, lastTurnOverText } from "./def.js";
import { effectWorth } from "./director.js";
import { hangsOn } from "./hang.js";
import { state } from "./saved-state.js";

export const hangsOnPackage: CapabilityPackage = {
  id: "hangs-on",
  summary:
    "Dropping to 1 health instead of 0: uses per fight, saves raised per success, pools spent or tallied (declared, or list rows by name), only while holding a condition, damage types, criticals and heavy blows it never holds against (1.320, 1.400, 1.404).",
  // 1.404: a list-row pool is spent through the counters package's rows.
  requires: ["base", "counters"],
  implements: [
    "1.320 hangsOn",
    "1.320 hangsOn.uses",
    "1.320 hangsOn.extraTurn",
    "1.320 hangsOn.label",
    "1.400 hangsOn",
    "1.400 hangsOn.uses",
    "1.400 hangsOn.extraTurn",
    "1.400 hangsOn.label",
    "1.400 hangsOn.save",
    "1.400 hangsOn.save.save",
    "1.400 hangsOn.save.difficulty",
    "1.400 hangsOn.save.plusDamage",
    "1.400 hangsOn.save.raisedBy",
    "1.400 hangsOn.save.tally",
    "1.400 hangsOn.notFrom",
    "1.400 hangsOn.notCritical",
    "1.400 hangsOn.dealtAtMost",
    "1.400 hangsOn.spends",
    "1.404 hangsOn.whileHolding",
  ],
  format,
  state,
  effectWorth,
  modules: [{ priority: 525, module: hangsOn }],
  events: {
    "hangs-on": ((e, n) => hungOnText(e as HungOn, n)) as EventText,
    "hung-on-ends": ((e, n) => lastTurnOverText(e as LastTurnOver, n)) as EventText,
  },
};
