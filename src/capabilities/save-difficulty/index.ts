// Capability package "save-difficulty": the difficulty of the saves a holder calls for, moved by a condition (1.328).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { saveDifficultyMoved } from "./save-difficulty.js";

export const saveDifficultyPackage: CapabilityPackage = {
  id: "save-difficulty",
  summary: "A condition moves the difficulty of every save its holder calls for, by a flat amount (1.328).",
  requires: ["base"],
  implements: ['1.328 to: "save-difficulty"', '1.328 {to: "save-difficulty"}.flat'],
  modules: [{ priority: 540, module: saveDifficultyMoved }],
  format,
};
