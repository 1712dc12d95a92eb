// 1.310 as written: `endsAway` on an item of an entry's `applies`, and what the fight keeps of it.
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean, integer, object, required } from "../../validate/schema.js";

export interface EndsAwayDef {
  /** Farther than this from whoever applied it (in the catalog's unit), the condition comes off. */
  readonly beyond: number;
  /** Only while the holder also cannot see whoever applied it. */
  readonly unseen?: boolean;
}

declare module "../../ruleset/mechanics.js" {
  interface AppliedCondition {
    /** 1.310: it comes off once its holder is farther than `beyond` from its applier (and, with `unseen`, cannot
     * see them): Eyebite's panicked. */
    readonly endsAway?: EndsAwayDef;
  }
}

declare module "../../combat/types.js" {
  interface ActiveCondition {
    /** 1.310: the distance (and sight) from its applier at which it comes off. */
    endsAway?: EndsAwayDef;
  }
}

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      "applies[].endsAway": { schema: object({ beyond: required(integer(0, 100_000)), unseen: boolean }) },
    },
  },
};
