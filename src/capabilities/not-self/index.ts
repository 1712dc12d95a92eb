// Capability package "not-self": entries aimed at allies that never land on their own user (1.256: Bardic
// Inspiration).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { notSelf } from "./not-self.js";

export const notSelfPackage: CapabilityPackage = {
  id: "not-self",
  summary:
    "An entry's `notSelf`: aimed at an ally or any creature, never at its own user, and no area lands it on them (1.256).",
  requires: ["base"],
  implements: ["1.256 notSelf"],
  modules: [{ priority: 15, module: notSelf }],
  format,
};
