// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** A failed save turned into a success by Legendary Resistance, with the uses left this fight. */
    "legendary-resistance": { t: "legendary-resistance"; who: string; left: number };
  }
}

export const events: EventWordings = {
  "legendary-resistance": (e, n) => {
    const who = whoText(e, n);
    return `${who} succeeds instead (Legendary Resistance, ${e.left} left)`;
  },
};
