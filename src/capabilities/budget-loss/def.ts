// 1.179 as written: a condition's `budgets`, budgets it takes away from its holder's turns, by budget id:
// `{ "action": { "flat": -1 } }`.
import type { FormatExtension } from "../../validate/extensions.js";
import { integer, object, record, required } from "../../validate/schema.js";

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.179: budgets taken from each of its holder's turns while it is held (a negative `flat`). */
    readonly budgets?: Readonly<Record<string, { readonly flat: number }>>;
  }
}

export const format: FormatExtension = {
  fields: {
    "combat.condition": {
      budgets: { schema: record(object({ flat: required(integer(-100, -1)) }), { keys: "budget", max: 20 }) },
    },
  },
};
