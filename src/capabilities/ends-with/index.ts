// Capability package "ends-with": conditions that end together with another condition (1.202: Hypnotic Pattern).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { endsWith } from "./ends-with.js";
import { state } from "./saved-state.js";

export const endsWithPackage: CapabilityPackage = {
  id: "ends-with",
  summary: "A condition an entry applies ends whenever another condition the same use applied ends (1.202).",
  requires: ["base"],
  implements: ["1.202 applies[].endsWith", "1.202 onEnd.applies[].endsWith"],
  state,
  modules: [{ priority: 530, module: endsWith }],
  format,
};
