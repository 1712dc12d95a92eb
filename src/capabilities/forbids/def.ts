// 1.179 as written: a condition's `forbids`, the components its holder cannot use (gagged: verbal).
import type { FormatExtension } from "../../validate/extensions.js";
import { array, object, ref, required } from "../../validate/schema.js";

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.179: nothing needing one of these components can be used by its holder. */
    readonly forbids?: { readonly components: readonly string[] };
  }
}

export const format: FormatExtension = {
  fields: {
    "combat.condition": {
      forbids: { schema: object({ components: required(array(ref("component"), { min: 1, max: 20 })) }) },
    },
  },
};
