// Capability package "kind-choice": a kind named at casting, remembered by what the use applies (1.270: Antipathy,
// Sympathy; 1.274: their scroll), and saves made only beyond a distance from the applier.

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format, type KindNamed, kindNamedText } from "./def.js";
import { candidateVariants, effectWorth, randomFill } from "./director.js";
import { kinds } from "./kinds.js";
import { state } from "./saved-state.js";

export const kindChoicePackage: CapabilityPackage = {
  id: "kind-choice",
  summary:
    "A creature kind named when an entry or item use is used (modes `kind-<id>`), remembered by the conditions it applies for auras reaching only that kind (1.270, 1.274), and saves made only beyond a distance from the applier (1.270).",
  // Its kinds are read by the auras' `chosenKind`; the director weighs what their compulsions do.
  requires: ["base", "auras", "compelled"],
  implements: ["1.270 kindChoice", "1.270 kind-<id>", "1.270 applies[].saveEnds.beyond", "1.274 kindChoice"],
  format,
  state,
  events: { "kind-named": ((e, n) => kindNamedText(e as KindNamed, n)) as EventText },
  effectWorth,
  candidateVariants,
  randomFill,
  // After `durations` (320), which applies what a use applies on a hit.
  modules: [{ priority: 327, module: kinds }],
};
