// Capability package "hit-choices": responses to the hits a budget paid for, one of a group per hit, and a
// condition that keeps its holder from reacting (1.248: Open Hand Technique on Flurry of Blows).

import type { CapabilityPackage } from "../../combat/package.js";
import { hitChoices } from "./choices.js";
import { format } from "./def.js";
import { effectWorth } from "./director.js";

export const hitChoicesPackage: CapabilityPackage = {
  id: "hit-choices",
  summary:
    "Responses to one's own hit narrowed to strikes a budget paid for, each taken once per hit and one of a `oneOf` group; the `cannot-react` effect (1.248).",
  requires: ["base", "blow-responses"],
  implements: ["1.248 reaction.budget", "1.248 reaction.oneOf"],
  modules: [{ priority: 296, module: hitChoices }],
  format,
  effectWorth,
};
