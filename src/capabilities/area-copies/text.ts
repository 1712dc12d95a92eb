// The wording of this package's event in the text log: where an area put down several times lies (1.178).
import type { EventWordings } from "../../combat/event-text.js";
import { cellText } from "../../combat/event-text.js";
import type { Cell } from "../../ruleset/encounter.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** 1.178: `who` put `name` down `at.length` times, at these aim points in the order placed. */
    copies: { t: "copies"; who: string; use: string; name: string; at: Cell[] };
  }
}

export const events: EventWordings = {
  copies: (e, n) => `${n.who(e.who)} puts ${e.name} down ${e.at.length} times: at ${e.at.map(cellText).join(", ")}`,
};
