// 1.271 as written: an item use's `label` and `amountAdd`, `chargeStep.push`, and `charges.breaksOn.regains` (which
// lets `atMost` be left out: one of them is needed, a rule stated here).
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import type { StatedRule } from "../../validate/rules/rule.js";
import { dice, integer, object, required, string } from "../../validate/schema.js";

declare module "../charge-steps/def.js" {
  interface ChargeStep {
    /** 1.271: each more charge pushes the one hit this much farther, on top of the use's own `push` (Ring of the Ram). */
    readonly push?: number;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

// "`breaksOn` … `atMost` may be left out when it has `regains`".
const breaksOnNeedsAtMost: StatedRule = {
  section: "1.271",
  places: ["item"],
  trigger: "charges",
  says: `"charges.breaksOn" without "atMost" needs "regains"`,
  check(node, emit) {
    const breaks = isObject(node.charges) ? node.charges.breaksOn : undefined;
    if (isObject(breaks) && breaks.atMost === undefined && breaks.regains === undefined) {
      emit(["charges", "breaksOn", "atMost"], "missing", `"breaksOn" needs "atMost" unless it has "regains" (1.271)`);
    }
  },
};

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
  rules: [breaksOnNeedsAtMost],
};
