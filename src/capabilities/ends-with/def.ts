// 1.202 as written: `endsWith` on an item of an entry's `applies`, and what the fight keeps of it.
import type { FormatExtension } from "../../validate/extensions.js";
import { ref } from "../../validate/schema.js";
import { endsWithRules } from "./rules.js";

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

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { "applies[].endsWith": { schema: ref("condition") } },
    // "… (or `onEnd`, `charge` or `saved` list)": a condition's own `onEnd.applies` too.
    "combat.condition": { "onEnd.applies[].endsWith": { schema: ref("condition") } },
  },
  rules: endsWithRules,
};
