// 1.255 and 1.257 as written: `halfOnMiss` on an entry and on an item's use, the rule stated for it, and the event a
// miss that still deals half writes.
import type { Names } from "../../combat/names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { needs } from "../../validate/rules/rule.js";
import { boolean } from "../../validate/schema.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.255 (an entry), 1.257 (an item's use): a miss still deals half its damage, its clauses' too, and nothing else
     * it does on a hit (Acid Arrow). */
    readonly halfOnMiss?: boolean;
  }
}

/** A `halfOnMiss` attack missed and still deals half its damage (a halved `damage` event follows). */
export interface HalfOnMissEvent {
  t: "half-on-miss";
  /** Who attacked. */
  who: string;
  /** Whom it missed. */
  target: string;
  /** The use, and its name. */
  use: string;
  name: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "half-on-miss": HalfOnMissEvent;
  }
}

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { halfOnMiss: { schema: boolean } },
    "item.use": { halfOnMiss: { schema: boolean } },
  },
  // "An entry with `halfOnMiss: true` (it must have `attackRoll` and an `amount`)"; 1.257 "with `attackRoll` and an
  // `amount`" on an item's use.
  rules: [needs("1.255", ["entry.mechanics", "item.use"], "halfOnMiss", ["attackRoll", "amount"])],
};

export function halfOnMissText(e: HalfOnMissEvent, n: Names): string {
  return `${n.who(e.who)}'s ${e.name} misses ${n.who(e.target)} but still deals half its damage`;
}
