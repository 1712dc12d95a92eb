// Capability package "item-attacks": what an item's attack says about what it hits (1.187: mace of smiting, dwarven
// thrower, sword of life stealing, giant slayer, sword of wounding, nine lives stealer, vorpal sword; 1.189: the
// oathbow's sworn enemy).

import "./def.js";
import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format, type Slain, slainText } from "./def.js";
import { savedState } from "./saved-state.js";
import { slay } from "./slay.js";
import { itemTargets } from "./targets.js";

export const itemAttacksPackage: CapabilityPackage = {
  id: "item-attacks",
  summary:
    "Item attacks: bonuses against some targets, damage clauses and conditions kept to some targets or blows, temporary points from a clause, outright kills (1.187); targets the wielder marked, with the roll's mode and cover or long range ignored against them (1.189).",
  requires: ["base"],
  implements: [
    "1.187 against",
    "1.187 against[].is.types",
    "1.187 against[].toHit",
    "1.187 plus[].not",
    "1.187 plus[].blow",
    "1.187 plus[].tempHp",
    "1.187 onHit[].targetIs",
    "1.187 onHit[].oncePerTurn",
    "1.187 slay",
    "1.187 slay[].when",
    "1.187 slay[].not",
    "1.187 slay[].healthAtMost",
    "1.187 slay[].save",
    "1.187 slay[].charges",
    "1.187 slay[].immuneTo",
    "1.189 against[].marked",
    "1.189 against[].mode",
    "1.189 against[].ignoresCover",
    "1.189 against[].ignoresLongRange",
    "1.189 plus[].marked",
  ],
  // Slay right after the strike's damage (dealing, 290) and before its conditions (durations, 320).
  modules: [
    { priority: 297, module: slay },
    { priority: 1187, module: itemTargets },
  ],
  format,
  state: savedState,
  events: { slain: ((e, n) => slainText(e as Slain, n)) as EventText },
};
