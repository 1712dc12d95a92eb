// Capability package "save-against": save modifiers that count only against what some creatures, or some of their
// actions, did (1.185 Dragon Scale Mail; 1.191 a dragon's breath and Frightful Presence, never its Wing Attack), or
// against some damage types or conditions, and what else a save counts as being against (1.181 Stinking Cloud).

import type { CapabilityPackage } from "../../combat/package.js";
import { saveAgainst } from "./against.js";
import { format } from "./def.js";

export const saveAgainstPackage: CapabilityPackage = {
  id: "save-against",
  summary:
    "Save modifiers narrowed to saves against creatures of some types, some of their actions, some damage types or conditions, the save to end what one applied included, and what else a save counts as being against (1.181, 1.185, 1.191).",
  requires: ["base"],
  implements: [
    "1.181 save.against",
    "1.181 save.against.damage",
    "1.181 save.against.conditions",
    '1.185 {to: "saves"}.against.damage',
    '1.185 {to: "saves"}.against.conditions',
    '1.185 {to: "saves"}.against',
    '1.185 {to: "saves"}.against.from.types',
    '1.191 {to: "saves"}.against.actions',
  ],
  modules: [{ priority: 570, module: saveAgainst }],
  format,
};
