// Capability package "held-ground": Held Ground: felled and reaped instead of falling, and lifting it (1.323, 1.330).

import "./text.js";
import "./fight.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { fightMethods } from "./fight.js";
import { format } from "./format.js";
import { heldGround } from "./held-ground.js";
import { state } from "./saved-state.js";
import { summaryMarks } from "./summary.js";
import { events } from "./text.js";

export const heldGroundPackage: CapabilityPackage = {
  id: "held-ground",
  summary: "Held Ground: felled and reaped instead of falling, and lifting it (1.323, 1.330).",
  requires: ["base"],
  implements: [
    "1.323 heldGround",
    "1.323 heldGround.label",
    "1.323 heldGround.condition",
    "1.323 heldGround.marks",
    "1.323 heldGround.marks.track",
    "1.323 heldGround.marks.by",
    "1.323 reaps",
    "1.323 felled",
    "1.323 reaped",
    "1.330 releaseRulesetHeldGround(definition, state, release)",
    "1.330 rulesetReleaseHeldGround",
    "1.330 release.felled",
    "1.330 release.owing",
    "1.330 release.owing.track",
    "1.330 release.owing.bonus",
  ],
  events,
  fight: fightMethods,
  format,
  state,
  summaryMarks,
  modules: [{ priority: 140, module: heldGround }],
};
