// 1.313 as written: `takes` on an entry's mechanics (the standard actions its user takes as it is used), its schema
// and the event it adds.
import type { Names } from "../../combat/names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { array, oneOf } from "../../validate/schema.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.313: standard actions its user takes when using it, on no budget (Expeditious Retreat Dashes as it is
     * cast). */
    readonly takes?: readonly ("dash" | "disengage" | "dodge")[];
  }
}

/** A standard action taken as part of using an entry. */
export interface TakesEvent {
  t: "takes";
  who: string;
  /** The standard action (`dash`, `disengage`, `dodge`). */
  action: string;
  /** The entry used, by name. */
  name: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    takes: TakesEvent;
  }
}

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { takes: { schema: array(oneOf("dash", "disengage", "dodge"), { min: 1, max: 3 }) } },
  },
};

export function takesText(e: TakesEvent, n: Names): string {
  return `${n.who(e.who)} takes the ${e.action} action with ${e.name}`;
}
