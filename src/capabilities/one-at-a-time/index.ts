// Capability package "one-at-a-time": conditions of which a creature holds one of a group at a time (1.256: Bardic
// Inspiration).

import type { CapabilityPackage } from "../../combat/package.js";
import { oneAtATime } from "./blocker.js";
import { format } from "./def.js";

export const oneAtATimePackage: CapabilityPackage = {
  id: "one-at-a-time",
  summary:
    "A condition's `oneAtATime` group: while its holder has one of the group, no other of it takes effect, logged as `already` (1.256).",
  requires: ["base"],
  implements: ["1.256 oneAtATime", "1.256 already"],
  modules: [{ priority: 742, module: oneAtATime }],
  format,
};
