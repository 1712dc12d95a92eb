// Capability package "dismissal": sending those who fail a save out of the fight, for good or for a while
// (1.236: Dispel Evil and Good's Dismissal, Banishment).

import "./def.js";
import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import {
  type DismissedEvent,
  dismissedText,
  format,
  type GoneEvent,
  goneText,
  type ReturnedEvent,
  returnedText,
} from "./def.js";
import { effectWorth } from "./director.js";
import { dismissal } from "./dismiss.js";
import { state } from "./saved-state.js";

export const dismissalPackage: CapabilityPackage = {
  id: "dismissal",
  summary:
    "Those who fail a dismissal's save leave the fight alive: for good, or while a condition it applied lasts, coming back where they stood (1.236); 1.313: still taking their turns while away, offered only what can end it.",
  requires: ["base"],
  implements: ["1.236 dismisses", "1.236 dismisses.while", "1.236 gone", "1.313 dismisses.turns"],
  // After the conditions are applied (durations): a banishment holds them away for as long as its condition.
  modules: [{ priority: 1236.5, module: dismissal }],
  format,
  effectWorth,
  state,
  events: {
    dismissed: ((e, n) => dismissedText(e as DismissedEvent, n)) as EventText,
    returned: ((e, n) => returnedText(e as ReturnedEvent, n)) as EventText,
    gone: ((e, n) => goneText(e as GoneEvent, n)) as EventText,
  },
};
