// Capability package "check-floor": floors for checks (1.418: Reliable Talent, Indomitable Might).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { type CheckFloored, checkFloorText, format } from "./def.js";
import { checkFloor } from "./floor.js";

export const checkFloorPackage: CapabilityPackage = {
  id: "check-floor",
  summary: "A die and a total below a floor count as the floor, for the holder's checks and never its saves (1.418).",
  requires: ["base"],
  implements: [
    "1.418 checkFloor",
    "1.418 checkFloor.face",
    "1.418 checkFloor.total",
    "1.418 checkFloor.proficient",
    "1.418 checkFloor.abilities",
    "1.418 checkFloor.skills",
  ],
  modules: [{ priority: 710, module: checkFloor }],
  format,
  events: { "check-floor": ((e, n) => checkFloorText(e as CheckFloored, n)) as EventText },
};
