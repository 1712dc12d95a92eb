// 1.269 as written: an item use's `chargeStep` (up to `max` more charges, each one higher cost step adding `amount`
// and `targets`), and the rule that it goes with the use's own `charges`.
import type { DiceSpec } from "../../dice/index.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { needs } from "../../validate/rules/rule.js";
import { dice, integer, object, required } from "../../validate/schema.js";

export interface ChargeStep {
  /** How many more charges the user may spend, each one step. */
  readonly max: number;
  /** Added for each step, as `perCostStep` (the use's own `perCostStep` when omitted). */
  readonly amount?: DiceSpec;
  /** More targets for each step, as `targetsPerCostStep` (the use's own when omitted). */
  readonly targets?: number;
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.269, on an item use with `charges`: more charges spent for higher cost steps (a wand of magic missiles). */
    readonly chargeStep?: ChargeStep;
  }
}

const chargeStep = {
  schema: object({ max: required(integer(1, 100)), amount: dice, targets: integer(1, 20) }),
};

export const format: FormatExtension = {
  fields: { "item.use": { chargeStep } },
  // "A use with `charges` can carry `chargeStep`".
  rules: [needs("1.269", ["item.use"], "chargeStep", ["charges"])],
};
