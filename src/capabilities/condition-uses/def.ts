// 1.236 as written: a combat condition's `actions` (the uses it gives its holder) and an entry's `endsCondition`.
import type { DiceSpec } from "../../dice/index.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { array, dice, integer, object, ref, required, union } from "../../validate/schema.js";

/** An action a condition gives, with how it grows with the cost paid for what applied the condition (1.300). */
export interface GrantedAction {
  readonly entry: string;
  readonly perCostStep?: DiceSpec;
  readonly perCostStepsEvery?: number;
  readonly perCostStepsMax?: number;
}

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.236: catalog entries its holder can use while holding it, paying nothing but their budget. */
    readonly actions?: readonly (string | GrantedAction)[];
  }
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.236: once used, it ends this condition on its user, with the user's concentration holding it up. */
    readonly endsCondition?: string;
  }
}

const action = union(
  ref("entry"),
  object({
    entry: required(ref("entry")),
    perCostStep: dice,
    perCostStepsEvery: integer(1, 20),
    perCostStepsMax: integer(0, 20),
  }),
);

export const format: FormatExtension = {
  fields: {
    "combat.condition": { actions: { schema: array(action, { min: 1, max: 20 }) } },
    "entry.mechanics": { endsCondition: { schema: ref("condition") } },
  },
};

/** The entry a condition's action names. */
export const actionEntry = (a: string | GrantedAction): string => (typeof a === "string" ? a : a.entry);
