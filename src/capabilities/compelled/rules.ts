// The stated rules of 1.264's `behavior`: `only` names walking (`move`), breaking free (`escape`) and the standard
// actions the ruleset declares; `onlyWhenStuck` names standard actions alone.
import type { FormatExtension } from "../../validate/extensions.js";
import type { JsonObject } from "../../validate/rules/rule.js";
import { behaviorSchema } from "./def.js";

/** The ids of the ruleset's `combat.standard` actions. */
function standardIds(root: JsonObject): Set<string> {
  const list = (root.combat as { standard?: unknown } | undefined)?.standard;
  if (!Array.isArray(list)) return new Set();
  return new Set(
    list.flatMap((s) => (typeof (s as { id?: unknown })?.id === "string" ? [(s as { id: string }).id] : [])),
  );
}

export const format: FormatExtension = {
  fields: { "combat.condition": { behavior: { schema: behaviorSchema } } },
  rules: [
    {
      section: "1.264",
      places: ["combat.condition"],
      trigger: "behavior",
      says: '"behavior.only" names "move", "escape" and standard actions; "onlyWhenStuck" standard actions',
      check(node, emit, root) {
        const b = node.behavior as { only?: unknown; onlyWhenStuck?: unknown } | undefined;
        if (typeof b !== "object" || b === null) return;
        const standard = standardIds(root);
        const each = (key: "only" | "onlyWhenStuck", also: readonly string[]) => {
          const list = b[key];
          if (!Array.isArray(list)) return;
          list.forEach((id, i) => {
            if (typeof id !== "string" || also.includes(id) || standard.has(id)) return;
            const what = also.length ? '"move", "escape" or a standard action' : "a standard action";
            emit(["behavior", key, i], "bad-reference", `"${id}" is not ${what} of combat.standard (1.264)`);
          });
        };
        each("only", ["move", "escape"]);
        each("onlyWhenStuck", []);
      },
    },
  ],
};
