// 1.179 as written: a condition's `budgets`, changes to its holder's budgets at each of its turns:
// `[{ "budget": "action", "flat": -1 }]`.
import type { FormatExtension } from "../../validate/extensions.js";
import { array, integer, object, ref, required } from "../../validate/schema.js";

export interface BudgetChange {
  readonly budget: string;
  readonly flat: number;
}

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.179: budgets its holder's turns begin with changed by `flat`; a negative one also takes from the turn it is
     * applied in, when that is the holder's own. */
    readonly budgets?: readonly BudgetChange[];
  }
}

export const format: FormatExtension = {
  fields: {
    "combat.condition": {
      budgets: {
        schema: array(object({ budget: required(ref("budget")), flat: required(integer(-10, 10)) }), {
          min: 1,
          max: 10,
        }),
      },
    },
  },
};
