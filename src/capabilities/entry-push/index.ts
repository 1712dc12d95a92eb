// Capability package "entry-push": an entry that pushes whoever it lands on (1.182 `push`; 1.248: Open Hand
// Technique's push).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { effectWorth } from "./director.js";
import { entryPush } from "./push.js";

export const entryPushPackage: CapabilityPackage = {
  id: "entry-push",
  summary: "An entry pushes whoever it lands on and does not pass its save straight away from its user (1.182).",
  requires: ["base"],
  implements: ["1.182 push"],
  modules: [{ priority: 322, module: entryPush }],
  format,
  effectWorth,
};
