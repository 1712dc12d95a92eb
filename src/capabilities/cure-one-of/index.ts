// Capability package "cure-one-of": a cure that carries out just one of its cures, the one chosen (1.204: Greater
// Restoration's charmed, petrified, a curse, a level of exhaustion, or the hit point maximum).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { cureOneOf } from "./modes.js";

export const cureOneOfPackage: CapabilityPackage = {
  id: "cure-one-of",
  summary:
    "A cure that carries out exactly one of its cures (a condition or kind it ends, a track it moves, the health it unseals), each offered as a mode of its own labelled by what it cures (1.204).",
  // Its modes are cures, track moves and unsealing, carried out by those packages.
  requires: ["base", "cures", "tracks"],
  implements: ["1.204 cureOneOf", "1.204 modes of the option"],
  format,
  // Before the amendments are asked (which answer for every entry): a cure of one of several is amended by none.
  modules: [{ priority: 299, module: cureOneOf }],
};
