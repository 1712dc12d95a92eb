// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** A counted `saveEnds` ran out of failures: the condition became another (1.258). */
    worsened: { t: "worsened"; who: string; condition: string; becomes: string };
    /** 1.261 `expires.becomes`: a condition's timer ran out and it turned into the next stage. */
    "disease-stage": { t: "disease-stage"; who: string; condition: string; becomes: string };
    /** 1.261 `restoredWhenCured`: a condition was lifted and what its rests took from the maximum came back. */
    "max-restored": { t: "max-restored"; who: string; condition: string; by: number; max: number };
  }
}

export const events: EventWordings = {
  worsened: (e, n) => {
    const who = whoText(e, n);
    return `${who}'s ${e.condition} worsens into ${e.becomes}`;
  },
  "disease-stage": (e, n) => `${whoText(e, n)}'s ${e.condition} runs its course and becomes ${e.becomes}`,
  "max-restored": (e, n) =>
    `${whoText(e, n)}'s hit point maximum rises by ${e.by} to ${e.max}: ${e.condition} is lifted, and what it took comes back`,
};
