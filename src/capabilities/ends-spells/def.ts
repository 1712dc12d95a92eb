// 1.424 as written: `endsSpells` on an entry's mechanics, and the level a condition keeps of what applied it.
import type { Value } from "../../ruleset/value.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import { array, integer, object, oneOf, ref, required, union } from "../../validate/schema.js";

export interface EndsSpellsDef {
  /** Conditions applied by entries of these catalogs end. */
  readonly catalogs: readonly string[];
  /** At most this many end on each creature; all of them when omitted. */
  readonly count?: number;
  /** Those of this level or lower end outright (`"paid"`: the level this entry was paid at); all when omitted. */
  readonly upTo?: number | "paid";
  /** Those above `upTo` end on a successful check (a combat check or skill, or a value of the user's sheet as its
   * bonus) against `dc` plus their level. */
  readonly above?: { readonly check: string | Value; readonly dc: number };
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.424: ends, on each creature reached, conditions applied by entries of these catalogs, highest level first. */
    readonly endsSpells?: EndsSpellsDef;
  }
}

declare module "../../combat/types.js" {
  interface ActiveCondition {
    /** 1.424: the level the entry that applied it was paid at (else its own level). */
    level?: number;
  }
}

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      endsSpells: {
        schema: object({
          catalogs: required(array(ref("catalog"), { min: 1, max: 20 })),
          count: integer(1, 100),
          upTo: union(integer(0, 100), oneOf("paid")),
          above: object({
            check: required(union(ref(["combatCheck", "skill"]), value)),
            dc: required(integer(-100, 100)),
          }),
        }),
      },
    },
  },
};
