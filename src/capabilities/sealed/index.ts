// Capability package "sealed": someone sealed away from everyone else, rolled or carried, and what breaks the seal
// (1.314: Resilient Sphere, Disintegrate); `targetsUpTo`, a use only for creatures of a size or smaller.

import type { CapabilityPackage } from "../../combat/package.js";
import { sealBreaker } from "./broken.js";
import { cutOffModule } from "./cut-off.js";
import { format } from "./def.js";
import { director, effectWorth } from "./director.js";
import { sealedMoves } from "./moves.js";
import { state } from "./saved-state.js";
import { events } from "./text.js";

export const sealedPackage: CapabilityPackage = {
  id: "sealed",
  summary:
    "A condition that cuts its holder off from everyone else (no aim, area, zone, aura, harm, healing or condition crosses it either way, no opportunity attacks), its own movement none but a roll of a share of its speed for a budget, lifted and carried by someone beside it, and broken by the entries it names (1.314); uses only for creatures of a size or smaller (`targetsUpTo`).",
  requires: ["base"],
  implements: [
    "1.314 sealed",
    "1.314 sealed.rolls",
    "1.314 sealed.rolls.budget",
    "1.314 sealed.rolls.share",
    "1.314 sealed.lifted",
    "1.314 sealed.lifted.budget",
    "1.314 sealed.brokenBy",
    "1.314 targetsUpTo",
    "1.314 lift and put-down options",
  ],
  format,
  events,
  state,
  director,
  effectWorth,
  // The breaking entry decides its target before wards or any roll (the first `decide` answer wins).
  modules: [
    { priority: 1314, module: cutOffModule },
    { priority: 1314.5, module: sealedMoves },
    { priority: 234, module: sealBreaker },
  ],
};
