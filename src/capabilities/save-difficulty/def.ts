// 1.328 as written: the modification `{ "to": "save-difficulty", "flat" }` and the rule stated for it.
import type { FormatExtension } from "../../validate/extensions.js";

/** The modification's `to` (the base `ModifierDef["to"]` is a closed list; the validator admits this value). */
export const SAVE_DIFFICULTY = "save-difficulty";

/** Keys it may carry beside `to`: "It takes only a `flat` amount, nothing else" (`label` is any modifier's text). */
const ALLOWED = new Set(["to", "flat", "label"]);

export const format: FormatExtension = {
  rules: [
    {
      section: "1.328",
      places: ["modifier"],
      trigger: "to",
      says: `a "save-difficulty" modification takes only "flat"`,
      check(node, emit) {
        if (node.to !== SAVE_DIFFICULTY) return;
        if (node.flat === undefined) emit(["flat"], "missing", `a "save-difficulty" modification needs "flat" (1.328)`);
        for (const key of Object.keys(node))
          if (!ALLOWED.has(key))
            emit([key], "not-allowed", `a "save-difficulty" modification takes only "flat", not "${key}" (1.328)`);
      },
    },
  ],
};
