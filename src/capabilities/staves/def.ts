// 1.271 as written: an item use's `label` and `amountAdd`, `chargeStep.push`, and `charges.breaksOn.regains` (which
// lets `atMost` be left out: the base rule asks for one of them).
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import { dice, integer, object, required, string } from "../../validate/schema.js";

declare module "../charge-steps/def.js" {
  interface ChargeStep {
    /** 1.271: each more charge pushes the one hit this much farther, on top of the use's own `push` (Ring of the Ram). */
    readonly push?: number;
  }
}

export const format: FormatExtension = {
  fields: {
    "item.use": {
      label: { schema: string({ min: 1, max: 100 }) },
      amountAdd: { schema: value },
      "chargeStep.push": { schema: integer(1, 10_000) },
    },
    item: {
      "charges.breaksOn.regains": {
        schema: object({ atLeast: required(integer(1, 100)), amount: required(dice) }),
      },
    },
  },
};
