// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** A foe no longer has `who` hidden from it (`combat.hiding`): it sees them clearly, notices them, or searched. */
    found: { t: "found"; who: string; by: string; why: "seen" | "noticed" | "search" };
  }
}

export const events: EventWordings = {
  found: (e, n) => {
    const who = whoText(e, n);
    return `${who} is no longer hidden from ${n.who(e.by)} (${e.why === "search" ? "found by a search" : e.why})`;
  },
};
