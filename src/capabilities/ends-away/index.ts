// Capability package "ends-away": conditions that come off once their holder is far from whoever applied them, and
// out of their sight (1.310: Eyebite's panicked).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { endsAway } from "./ends-away.js";
import { state } from "./saved-state.js";

export const endsAwayPackage: CapabilityPackage = {
  id: "ends-away",
  summary:
    "A condition that comes off as soon as its holder is farther than a distance from whoever applied it and cannot see them, checked at every step and every turn's end (1.310).",
  requires: ["base"],
  implements: ["1.310 applies[].endsAway", "1.310 applies[].endsAway.beyond", "1.310 applies[].endsAway.unseen"],
  format,
  state,
  modules: [{ priority: 3101, module: endsAway }],
};
