// 1.193 as written: `healedOnlyByRest` on an item's attack and on a combat condition's `harms`, their schemas, and the
// event a seal leaves in the log.
import type { Names } from "../../combat/names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean } from "../../validate/schema.js";

declare module "../../ruleset/catalog.js" {
  interface ItemAttackDef {
    /** 1.193: the health its damage takes is sealed: only a rest gives it back. */
    readonly healedOnlyByRest?: boolean;
  }
}

export interface HealthSealed {
  t: "health-sealed";
  /** Whose health is sealed. */
  who: string;
  /** Whoever dealt the damage. */
  source: string;
  /** The weapon or condition whose damage it was. */
  by: string;
  amount: number;
  /** The most health that healing can now bring back. */
  max: number;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "health-sealed": HealthSealed;
  }
}

export const format: FormatExtension = {
  fields: {
    "item.attack": { healedOnlyByRest: { schema: boolean } },
    "combat.condition": { "harms.healedOnlyByRest": { schema: boolean } },
  },
};

export function healthSealedText(e: HealthSealed, n: Names): string {
  return `${e.amount} of ${n.who(e.who)}'s hit points lost to ${e.by} can come back only with a rest (healing stops at ${e.max})`;
}
