// 1.258's stated rules: `saveEnds` counts (2 to 10 successes) and kinds that are never a condition's id.
import type { PathSegment } from "../../validate/path.js";
import { get, MECHANICS, type StatedRule } from "../../validate/rules/rule.js";
import type { JsonObject } from "../../validate/walk.js";

function each(node: JsonObject, visit: (item: JsonObject, at: PathSegment[]) => void): void {
  const list = node.applies;
  if (!Array.isArray(list)) return;
  list.forEach((item, i) => {
    if (typeof item === "object" && item !== null && !Array.isArray(item)) visit(item as JsonObject, ["applies", i]);
  });
}

// "`successes` (2 to 10) is how many successes end it".
const saveEndsSuccesses: StatedRule = {
  section: "1.258",
  trigger: "applies",
  places: MECHANICS,
  says: `"saveEnds.successes" is 2 to 10`,
  check(node, emit) {
    each(node, (item, at) => {
      const saveEnds = item.saveEnds;
      if (typeof saveEnds !== "object" || saveEnds === null) return;
      const successes = (saveEnds as JsonObject).successes;
      if (typeof successes === "number" && (successes < 2 || successes > 10)) {
        emit([...at, "saveEnds", "successes"], "out-of-range", `"successes" must be 2 to 10, got ${successes} (1.258)`);
      }
    });
  },
};

const COMBAT_CONDITIONS = ["combat", "conditions"];

// "A kind is never a condition's own ID": `ends.conditions` and immunities name both, so they must not clash.
const kindNotAConditionId: StatedRule = {
  section: "1.258",
  places: ["combat.condition"],
  trigger: "kinds",
  says: "a condition kind is never a condition's id",
  check(node, emit, root) {
    const kinds = node.kinds;
    const conditions = get(root, COMBAT_CONDITIONS);
    if (!Array.isArray(kinds) || !Array.isArray(conditions)) return;
    for (let i = 0; i < kinds.length; i++) {
      const kind = kinds[i];
      if (typeof kind !== "string") continue;
      if (conditions.some((c) => typeof c === "object" && c !== null && (c as JsonObject).id === kind)) {
        emit(["kinds", i], "not-allowed", `"${kind}" is a condition's id, so it cannot be a kind (1.258)`);
      }
    }
  },
};

export const rules: readonly StatedRule[] = [saveEndsSuccesses, kindNotAConditionId];
