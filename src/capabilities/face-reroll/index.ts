// Capability package "face-reroll": rerolling a given face of the holder's own d20 (1.408: the halfling's Lucky).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { type FaceRerolled, format, rerollText } from "./def.js";
import { faceReroll } from "./reroll.js";

export const faceRerollPackage: CapabilityPackage = {
  id: "face-reroll",
  summary: "A face of the holder's own attack, save or check d20 rerolled once, the new number kept (1.408).",
  requires: ["base"],
  implements: ["1.408 rerollsFace", "1.408 rerollsFace.face", "1.408 rerollsFace.rolls"],
  modules: [{ priority: 700, module: faceReroll }],
  format,
  events: { reroll: ((e, n) => rerollText(e as FaceRerolled, n)) as EventText },
};
