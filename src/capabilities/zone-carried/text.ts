// The wording of this package's event in the text log: who took up a carried zone (1.301).
import type { EventWordings } from "../../combat/event-text.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** 1.301: `who` carries `by`'s zone from `use`, which now goes wherever they go. */
    "zone-carried": { t: "zone-carried"; by: string; use: string; name: string; who: string };
  }
}

export const events: EventWordings = {
  "zone-carried": (e, n) =>
    e.who === e.by
      ? `${n.who(e.by)}'s ${e.name} goes with them`
      : `${n.who(e.by)}'s ${e.name} goes with ${n.who(e.who)}`,
};
