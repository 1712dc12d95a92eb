// 1.256 as written: an entry's `notSelf` and the rule stated for it.
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean } from "../../validate/schema.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.256: an entry targeting an `ally` or `any` creature never lands on its own user (Bardic Inspiration). */
    readonly notSelf?: boolean;
  }
}

export const format: FormatExtension = {
  fields: { "entry.mechanics": { notSelf: { schema: boolean } } },
  rules: [
    {
      section: "1.256",
      places: ["entry.mechanics"],
      trigger: "notSelf",
      says: `"notSelf" keeps an entry aimed at an ally or any creature off its user`,
      check(node, emit) {
        if (node.notSelf === true && node.targets !== "ally" && node.targets !== "any")
          emit(
            ["notSelf"],
            "not-allowed",
            `"notSelf" keeps an entry off its own user: only on one targeting "ally" or "any" (1.256)`,
          );
      },
    },
  ],
};
