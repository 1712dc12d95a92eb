// Capability package "once-per-target": an entry used at most once on each creature until its user rests (1.304,
// with 1.308's same-named creatures told apart): Chains of Carceri.

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { oncePerTarget } from "./once.js";
import { savedState } from "./saved-state.js";

export const oncePerTargetPackage: CapabilityPackage = {
  id: "once-per-target",
  summary:
    "An entry used at most once on each creature until its user takes a rest, kept by name on the sheet (1.304).",
  requires: ["base"],
  implements: ["1.304 oncePerTarget", "1.304 oncePerTarget.until", "1.304 creatures it was used on"],
  modules: [{ priority: 1304, module: oncePerTarget }],
  format,
  state: savedState,
};
