// 1.251 as written: `usesChosen` on an entry, the option's `amount: { max }`, the choice's `amount`, and the rule
// stated for it ("It is for a `heal` without `usesSpent`").
import type { FormatExtension } from "../../validate/extensions.js";
import { MECHANICS } from "../../validate/rules/rule.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.251: its user chooses how many of its uses one use spends; it heals that many times its amount. */
    readonly usesChosen?: boolean;
  }
}

declare module "../../combat/types.js" {
  interface OptionBase {
    /** 1.251: how many uses a `usesChosen` use may spend (all that remain). */
    readonly amount?: { readonly max: number };
  }
  interface Choice {
    /** 1.251: how many uses a `usesChosen` use spends, 1 to the option's `amount.max`; when omitted, as many as
     * would on average heal the first target fully. */
    readonly amount?: number;
  }
}

export const format: FormatExtension = {
  rules: [
    {
      section: "1.251",
      places: MECHANICS,
      trigger: "usesChosen",
      says: `"usesChosen" is for a "heal" that spends a counter ("usesOf"), without "usesSpent"`,
      check(node, emit) {
        if (node.usesChosen !== true) return;
        if (node.kind !== "heal") emit(["usesChosen"], "not-allowed", `"usesChosen" is for a "heal" entry (1.251)`);
        if (node.usesSpent !== undefined)
          emit(["usesChosen"], "not-allowed", `"usesChosen" cannot be used with "usesSpent" (1.251)`);
        if (node.usesOf === undefined)
          emit(["usesChosen"], "missing", `"usesChosen" needs "usesOf": the counter whose uses are chosen (1.251)`);
      },
    },
  ],
};
