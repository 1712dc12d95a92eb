// 1.257 as written: an entry's `needs`, the senses the one it lands on must have (Cutting Words' hearing), and the
// event an area's passing over such a creature writes.
import type { Names } from "../../combat/names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { array, string } from "../../validate/schema.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.257: senses the one it lands on must have (a condition it holds `lacks` none of them), which no zone its user
     * or it stands in takes away (Cutting Words: `["hearing"]`, stopped by deafness and by Silence). */
    readonly needs?: readonly string[];
  }
}

/** An area passed over someone lacking a sense its use `needs`. */
export interface SensesLackingEvent {
  t: "senses-lacking";
  /** The one passed over. */
  who: string;
  /** Whose use. */
  by: string;
  /** The use, and its name. */
  use: string;
  name: string;
  /** The senses it needs that are missing. */
  lacks: string[];
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "senses-lacking": SensesLackingEvent;
  }
}

export const format: FormatExtension = {
  fields: { "entry.mechanics": { needs: { schema: array(string({ min: 1, max: 100 }), { min: 1, max: 20 }) } } },
};

export function sensesLackingText(e: SensesLackingEvent, n: Names): string {
  return `${n.who(e.who)} is not affected by ${n.who(e.by)}'s ${e.name}: it lacks ${e.lacks.join(" and ")}`;
}
