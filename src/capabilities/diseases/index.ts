// Capability package "diseases": counted saves that end or worsen conditions, cures and immunities by kind (1.258);
// diseases between fights: what the holder's rests do with them, counted saves rolled out when a fight ends (1.260).

import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { diseases } from "./diseases.js";
import { events } from "./text.js";

export const diseasesPackage: CapabilityPackage = {
  id: "diseases",
  summary:
    "Counted saves that end or worsen conditions, cures and immunities by kind (1.258); conditions that lower the health maximum at their holder's rests, after a save that may cure them, and counted saves rolled out when a fight ends (1.260).",
  requires: ["base"],
  implements: [
    "1.258 kinds",
    "1.258 a kind in conditionImmunities",
    "1.258 applies[].saveEnds.successes",
    "1.258 applies[].saveEnds.successes.count",
    "1.258 applies[].saveEnds.successes.becomes",
    "1.258 applies[].saveEnds.failures",
    "1.258 applies[].saveEnds.failures.count",
    "1.258 applies[].saveEnds.failures.becomes",
    "1.258 worsened",
    "1.260 onRest",
    "1.260 onRest.rests",
    "1.260 onRest.lowersMax",
    "1.260 onRest.lowersMax.dice",
    "1.260 onRest.lowersMax.flat",
    "1.260 onRest.lasting",
    "1.260 onRest.save",
    "1.260 onRest.save.save",
    "1.260 onRest.save.difficulty",
    "1.260 onRest.save.cures",
  ],
  format,
  events,
  modules: [{ priority: 350, module: diseases }],
};
