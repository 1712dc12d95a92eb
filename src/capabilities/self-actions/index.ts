// Capability package "self-actions": a creature's action that acts on the creature itself (1.197: a duergar's
// Enlarge).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { selfActions } from "./self.js";

export const selfActionsPackage: CapabilityPackage = {
  id: "self-actions",
  summary: "A creature action with `self` acts on the creature itself, on its own turn as in a reaction (1.197).",
  requires: ["base"],
  implements: ["1.197 self"],
  modules: [{ priority: 587, module: selfActions }],
  format,
};
