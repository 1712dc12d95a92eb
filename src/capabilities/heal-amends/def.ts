// 1.421 as written: `healAdd` and `healsSelf` on an amendment, and their schema.

import type { Value } from "../../ruleset/value.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import { boolean, integer, object } from "../../validate/schema.js";

/** Extra healing: `add` read from the holder's sheet, plus `perLevel` for each level the entry was paid at; none for
 * an entry paid at a level below `fromLevel`. */
export interface HealAddDef {
  readonly add?: Value;
  readonly perLevel?: number;
  readonly fromLevel?: number;
}

declare module "../amends/amendments.js" {
  interface AmendDef {
    /** 1.421: each creature the entry heals is healed this much more (Disciple of Life). */
    readonly healAdd?: HealAddDef;
    /** 1.421: when the entry heals someone else, its holder is healed this much too, once a use (Blessed Healer). */
    readonly healsSelf?: HealAddDef;
    /** 1.415: every entry it amends heals for the maximum (Supreme Healing). */
    readonly maxHeal?: boolean;
  }
}

declare module "../../combat/types.js" {
  interface ActFrame {
    /** 1.421: the holder was healed by `healsSelf` during this use. */
    healedSelf?: true;
  }
}

const healAdd = object({ add: value, perLevel: integer(0, 100), fromLevel: integer(0, 20) });

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      "amends[].healAdd": { schema: healAdd },
      "amends[].healsSelf": { schema: healAdd },
      "amends[].maxHeal": { schema: boolean },
    },
  },
};
