// The wording of this package's events in the text log.
import type { EventWordings } from "../../combat/event-text.js";
import type { CombatEvent } from "../../combat/events.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** 1.179: a use from outside a warding zone did nothing to `who`, inside it. */
    warded: { t: "warded"; who: string; by: string; use: string; zone: string; level: number };
  }
}

export const events: EventWordings = {
  warded: (e, n) => {
    const w = e as Extract<CombatEvent, { t: "warded" }>;
    return `${n.who(w.who)} is warded from ${n.use(w.by, w.use)} (level ${w.level}) by ${w.zone}`;
  },
};
