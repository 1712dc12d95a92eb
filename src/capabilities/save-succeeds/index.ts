// Capability package "save-succeeds": who succeeds on a save without rolling, by a damage or condition immunity
// or a tag (1.181: Stinking Cloud).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format, type SaveSucceeded, saveSucceededText } from "./def.js";
import { effectWorth } from "./director.js";
import { saveSucceeds } from "./succeeds.js";

export const saveSucceedsPackage: CapabilityPackage = {
  id: "save-succeeds",
  summary:
    "Who succeeds on a save without rolling: immune to one of its damage types or conditions, or holding a tag (1.181: Stinking Cloud).",
  requires: ["base"],
  implements: [
    "1.181 save.succeeds",
    "1.181 save.succeeds.immune",
    "1.181 save.succeeds.conditionImmune",
    "1.181 save.succeeds.is.tags",
  ],
  format,
  effectWorth,
  events: { "save-succeeded": ((e, n) => saveSucceededText(e as SaveSucceeded, n)) as EventText },
  // After the moments (240) and an attack's roll (250), before the save's own roll (260).
  modules: [{ priority: 255, module: saveSucceeds }],
};
