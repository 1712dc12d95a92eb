// 1.202's stated rule: "`endsWith` names another condition in the same `applies` list …, never itself."
import { MECHANICS, type StatedRule } from "../../validate/rules/rule.js";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

const endsWithAnother: StatedRule = {
  section: "1.202",
  trigger: "applies",
  places: MECHANICS,
  says: `"endsWith" names another condition of the same list`,
  check(node, emit) {
    const list = node.applies;
    if (!Array.isArray(list)) return;
    list.forEach((item, i) => {
      if (!isObject(item) || item.endsWith === undefined) return;
      const target = item.endsWith;
      const at = ["applies", i, "endsWith"];
      if (target === item.condition) {
        emit(at, "bad-reference", `"endsWith" names its own condition "${String(target)}" (1.202)`);
      } else if (!list.some((other) => other !== item && isObject(other) && other.condition === target)) {
        emit(
          at,
          "bad-reference",
          `"endsWith" must name another condition of the same "applies" list; "${String(target)}" is not in it (1.202)`,
        );
      }
    });
  },
};

export const endsWithRules: readonly StatedRule[] = [endsWithAnother];
