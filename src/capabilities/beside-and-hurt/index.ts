// Capability package "beside-and-hurt": attacks that read who stands beside the target and how hurt it is (1.393:
// Pack Tactics, Blood Frenzy, Colossus Slayer, Divine Strike), with the creature's own attack modes they sit in
// (1.293's `attackModes` and `mode`).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { hitExtras, hurtBeforeBlow } from "./extras.js";
import { attackModes } from "./modes.js";

export const besideAndHurtPackage: CapabilityPackage = {
  id: "beside-and-hurt",
  summary:
    "A creature's own attack modes (1.293), applying only with an ally beside the target or the target hurt; an item attack's extra damage and conditions kept to a hurt target, or to once in each of the wielder's own turns (1.393).",
  // The once-per-own-turn stamps share the wielder's `onHitTurns` with 1.187's `oncePerTurn`.
  requires: ["base", "item-attacks"],
  implements: [
    "1.293 attackModes",
    "1.293 attackModes[].mode",
    "1.393 attackModes[].allyAdjacent",
    "1.393 attackModes[].targetHurt",
    '1.393 onHit[].when: "target-hurt"',
    '1.393 plus[].when: "target-hurt"',
    '1.393 onHit[].oncePer: "own-turn"',
    '1.393 plus[].oncePer: "own-turn"',
  ],
  // The health as the blow lands is taken just before the core deals it (dealing, 290).
  modules: [
    { priority: 282, module: hurtBeforeBlow },
    { priority: 1393, module: attackModes },
    { priority: 1394, module: hitExtras },
  ],
  format,
};
