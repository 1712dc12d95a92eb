// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** 1.422: `who` strikes `target` back with its weapon `name` (use `use`), by its reaction entry `by`. */
    "strikes-back": { t: "strikes-back"; who: string; target: string; use: string; name: string; by: string };
    /** 1.422: `who` turns `attacker`'s missed attack (`name`) on `target`, by its reaction entry `by`. */
    redirected: { t: "redirected"; who: string; attacker: string; target: string; name: string; by: string };
  }
}

export const events: EventWordings = {
  "strikes-back": (e, n) => `${whoText(e, n)} strikes back at ${n.who(e.target)} with ${e.name} (${e.by})`,
  redirected: (e, n) => `${whoText(e, n)} turns ${n.who(e.attacker)}'s ${e.name} on ${n.who(e.target)} (${e.by})`,
};
