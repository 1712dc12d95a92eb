// Capability package "blow-responses": reactions to one's own hit and damage added to the blow (1.241: Stunning
// Strike, Divine Smite), asked on an opportunity attack's hit too (1.243).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { effectWorth } from "./director.js";
import { blowResponses } from "./responses.js";

export const blowResponsesPackage: CapabilityPackage = {
  id: "blow-responses",
  summary:
    "Reactions to the holder's own hit, narrowed to weapon or melee blows, entries whose damage joins the blow, and a cap on the levels paid that count (1.241); opportunity attacks pause on their hit (1.243); responses only to hits by named attacks (1.245).",
  requires: ["base"],
  implements: [
    '1.241 reaction.on: "hit"',
    '1.241 reaction.by: "self"',
    '1.241 reaction.at: "target"',
    "1.241 reaction.weapon",
    "1.241 reaction.blow",
    "1.241 addsToBlow",
    "1.241 perCostStepsMax",
    "1.243",
    "1.245 reaction.names",
  ],
  modules: [{ priority: 295, module: blowResponses }],
  format,
  effectWorth,
};
