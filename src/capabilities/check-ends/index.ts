// Capability package "check-ends": conditions their holder can end by spending its standard budget on a check
// (1.313: Maze, and the minotaur who needs no roll).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { checkEnds } from "./check-ends.js";
import { type CheckPassedEvent, checkPassedText, format } from "./def.js";
import { director } from "./director.js";
import { state } from "./saved-state.js";

export const checkEndsPackage: CapabilityPackage = {
  id: "check-ends",
  summary:
    "A condition its holder can end by spending its standard budget on a check against a number; some creatures succeed without rolling (1.313: Maze).",
  requires: ["base"],
  implements: [
    "1.313 applies[].checkEnds",
    "1.313 applies[].checkEnds.check",
    "1.313 applies[].checkEnds.difficulty",
    "1.313 applies[].checkEnds.passes.types",
  ],
  format,
  state,
  director,
  events: { "check-passed": ((e, n) => checkPassedText(e as CheckPassedEvent, n)) as EventText },
  modules: [{ priority: 3131, module: checkEnds }],
};
