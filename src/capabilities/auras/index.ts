// Capability package "auras": Auras kept for the fight, their harms and saves, and gazes one may avert (1.263, 1.265, 1.268).

import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { auras } from "./auras.js";
import { director } from "./director.js";
import { format } from "./format.js";
import { gaze } from "./gaze.js";
import { state } from "./saved-state.js";
import { events } from "./text.js";

export const aurasPackage: CapabilityPackage = {
  id: "auras",
  summary:
    "Auras kept for the fight, their harms and saves, and gazes one may avert (1.263, 1.265, 1.268); saves against the difficulty of whatever applied the aura's condition (1.274); auras reaching the kind named at casting, or whoever sees their holder (1.270).",
  requires: ["base", "sight"],
  implements: [
    "1.263 auras",
    "1.263 auras[].conditions",
    "1.263 auras[].distance",
    "1.263 auras[].side",
    "1.263 auras[].self",
    "1.263 auras[].when",
    "1.263 auras[].when.atLeast",
    "1.263 auras[].when.atMost",
    "1.263 keepsOn",
    "1.263 aura",
    "1.263 parted",
    "1.265 auras[].conditions omitted",
    "1.265 auras[].harms",
    "1.265 auras[].harms.dice",
    "1.265 auras[].harms.flat",
    "1.265 auras[].harms.type",
    "1.265 auras[].save",
    "1.265 auras[].save.save",
    "1.265 auras[].save.difficulty",
    "1.265 auras[].save.applies",
    "1.265 auras[].save.seen",
    "1.265 auras[].save.immuneOnSuccess",
    "1.268 auras[].targetTypes",
    "1.268 auras[].sourcesOf",
    "1.268 auras[].save.failedBy",
    "1.268 auras[].save.failedBy.atLeast",
    "1.268 auras[].save.failedBy.applies",
    "1.268 auras[].save.avert",
    "1.268 applies[].saveEnds.seenLean",
    "1.274 auras[].save.appliedDifficulty",
    "1.269 auras[].save.immuneWhenEnds",
    "1.270 auras[].chosenKind",
    "1.270 auras[].orSeen",
    "1.268 averted",
  ],
  events,
  director,
  format,
  state,
  modules: [
    { priority: 430, module: auras },
    { priority: 440, module: gaze },
  ],
};
