// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** A signature action bought between turns: the points it cost and those left; `spell` what it cast (1.284). */
    signature: { t: "signature"; who: string; use: string; name: string; cost: number; left: number; spell?: string };
  }
}

export const events: EventWordings = {
  signature: (e, n) => {
    const who = whoText(e, n);
    return `${who} spends ${e.cost} point${e.cost === 1 ? "" : "s"} on ${e.name}${e.spell ? ` (${e.spell})` : ""} (${e.left} left)`;
  },
};
