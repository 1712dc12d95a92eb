// The wording of this package's events and its moment in the text log (`formatEvent` asks it before the core's).
import { type EventWordings, whoText } from "../../combat/event-text.js";
import type { MomentWordings } from "../../combat/moments.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** 1.413: a `minus` change took `by` off damage its holder takes (`taken`) or deals (`dealt`). */
    reduced: { t: "reduced"; who: string; by: number; what: "taken" | "dealt" };
    /** 1.413: someone falls, and is about to take falling damage. */
    fall: { t: "fall"; who: string; dice: string };
  }
}

export const events: EventWordings = {
  reduced: (e, n) => `${whoText(e, n)} reduces the damage ${e.what === "taken" ? "it takes" : "it deals"} by ${e.by}`,
  fall: (e, n) => `${whoText(e, n)} falls (${e.dice} falling damage)`,
};

/** Someone about to take falling damage answers first (Slow Fall). */
export const moments: MomentWordings = { falls: { text: (s) => `${s} falls` } };
