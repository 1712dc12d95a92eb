// 1.202 as written: `endsWith` on an item of an entry's `applies`, and what the fight keeps of it.
import type { FormatExtension } from "../../validate/extensions.js";
import { ref } from "../../validate/schema.js";

declare module "../../ruleset/mechanics.js" {
  interface AppliedCondition {
    /** 1.202: it ends whenever the named condition, applied by the same use, ends (Hypnotic Pattern). */
    readonly endsWith?: string;
  }
}

declare module "../../combat/types.js" {
  interface ActiveCondition {
    /** 1.202: the condition, from the same source and use, whose end ends this one. */
    endsWith?: string;
  }
}

// The stated rule (another condition of the same list, never itself) is the base validator's (rules/conditions.ts),
// as it held before the key was implemented.
export const format: FormatExtension = {
  fields: { "entry.mechanics": { "applies[].endsWith": { schema: ref("condition") } } },
};
