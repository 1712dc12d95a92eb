// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** A counted `saveEnds` ran out of failures: the condition became another (1.258). */
    worsened: { t: "worsened"; who: string; condition: string; becomes: string };
  }
}

export const events: EventWordings = {
  worsened: (e, n) => {
    const who = whoText(e, n);
    return `${who}'s ${e.condition} worsens into ${e.becomes}`;
  },
};
