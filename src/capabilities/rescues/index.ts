// Capability package "rescues": rescues after the roll (1.249: Bardic Inspiration, Guidance, Resistance,
// Indomitable, Diamond Soul, Stroke of Luck), the holder's own (1.256: Stroke of Luck's 20, Dark One's Own Luck,
// Peerless Skill), narrowed to some saves and spending a budget (1.257), on worn items
// (1.259: the ring of evasion).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format, type RescueEvent, rescueText } from "./def.js";
import { rescues } from "./rescue.js";

export const rescuesPackage: CapabilityPackage = {
  id: "rescues",
  summary:
    "Changes held back until the holder's own attack roll, save or check falls short, and entries used up when it fails: a reroll or a success (1.249), a check's d20 as 20 or the holder's own die (1.256); only on some saves, spending a budget (1.257); on a worn item's charges (1.259).",
  requires: ["base", "counters"],
  implements: [
    '1.249 {to: "attacks"}.rescue',
    '1.249 {to: "saves"}.rescue',
    '1.249 {to: "checks"}.rescue',
    "1.249 rescue",
    "1.249 rescue.roll",
    "1.249 rescue.by",
    '1.256 rescue.by: "twenty"',
    '1.256 rescue.by: "die"',
    "1.256 rescue.dice",
    "1.256 rescue.die",
    "1.256 rescue.die.from",
    "1.256 rescue.die.table",
    "1.257 rescue.saves",
    "1.257 rescue.budget",
    "1.259 rescue",
  ],
  modules: [{ priority: 730, module: rescues }],
  format,
  events: { rescue: ((e, n) => rescueText(e as RescueEvent, n)) as EventText },
};
