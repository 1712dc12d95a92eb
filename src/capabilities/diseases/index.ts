// Capability package "diseases": Counted saves that end or worsen conditions, cures and immunities by kind (1.258).

import type { CapabilityPackage } from "../../combat/package.js";
import { diseases } from "./diseases.js";
import { events } from "./text.js";

export const diseasesPackage: CapabilityPackage = {
  id: "diseases",
  summary: "Counted saves that end or worsen conditions, cures and immunities by kind (1.258).",
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
  ],
  events,
  modules: [{ priority: 350, module: diseases }],
};
