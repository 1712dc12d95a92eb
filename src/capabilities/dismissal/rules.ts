// Dismissals (1.236): a dismissal sends away those who fail its save, so it needs one; `while` names a condition
// the same entry applies; `gone` goes with `dismisses`, and only a dismissal for a while can outlast its time.
import { get, has, needs, type StatedRule } from "../../validate/rules/rule.js";

const whileApplied: StatedRule = {
  section: "1.236",
  places: ["entry.mechanics"],
  trigger: "dismisses",
  says: `"dismisses.while" names a condition the same entry applies`,
  check(node, emit) {
    const named = get(node, ["dismisses", "while"]);
    if (typeof named !== "string") return;
    const applies = Array.isArray(node.applies) ? node.applies : [];
    const applied = applies.some(
      (a) => typeof a === "object" && a !== null && (a as { condition?: unknown }).condition === named,
    );
    if (!applied)
      emit(["dismisses", "while"], "bad-reference", `"${named}" is not a condition this entry applies (1.236)`);
  },
};

// 1.245: a reaction to a hit sends away the one hit with no save (Hurl Through Hell).
const needsSave: StatedRule = {
  section: "1.236",
  places: ["entry.mechanics"],
  trigger: "dismisses",
  says: `"dismisses" needs "save", but on a "hit" reaction`,
  check(node, emit) {
    const on = (node.reaction as { on?: unknown } | undefined)?.on;
    if (has(node, "dismisses") && !has(node, "save") && on !== "hit")
      emit(
        ["dismisses"],
        "missing",
        `"dismisses" needs "save" beside it (1.236), but on a "hit" reaction, which sends away the one hit (1.245)`,
      );
  },
};

const goneNeedsWhile: StatedRule = {
  section: "1.236",
  places: ["entry.mechanics"],
  trigger: "gone",
  says: `"gone" needs "dismisses" with "while"`,
  check(node, emit) {
    if (has(node, "gone") && has(node, "dismisses") && !has(node, ["dismisses", "while"]))
      emit(
        ["gone"],
        "not-allowed",
        `"gone" needs a dismissal for a while ("dismisses": { "while" }): one for good never returns (1.236)`,
      );
  },
};

export const rules: readonly StatedRule[] = [
  needsSave,
  needs("1.236", ["entry.mechanics"], "gone", ["dismisses"]),
  whileApplied,
  goneNeedsWhile,
];
