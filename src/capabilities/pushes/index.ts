// Capability package "pushes": a catalog entry's, creature action's or item use's `push`, straight away from its
// user, and a zone's catches pushing the same way (1.182, 1.184); the width of an item use's line (1.184).

import type { CapabilityPackage } from "../../combat/package.js";
import { effectWorth } from "./director.js";
import { format } from "./format.js";
import { pushes } from "./pushes.js";

export const pushesPackage: CapabilityPackage = {
  id: "pushes",
  summary:
    "A catalog entry's, creature action's or item use's `push`, straight away from its user, a zone's catches too (1.182, 1.184); an item use's line width (1.184).",
  requires: ["zones"],
  implements: ["1.182 push", "1.184 push", "1.184 area.width"],
  modules: [{ priority: 325, module: pushes }],
  format,
  effectWorth,
};
