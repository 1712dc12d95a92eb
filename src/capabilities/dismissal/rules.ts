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

// "A dismissal … needs a save" — but for one whose creature still takes its turns (1.313 `turns`): 5e's Maze has
// none, its way out being the held condition's own `checkEnds` (see Decisions); nor on a "hit" reaction, which sends
// away the one hit (1.245: Hurl Through Hell).
const needsSave: StatedRule = {
  section: "1.236",
  places: ["entry.mechanics"],
  trigger: "dismisses",
  says: `"dismisses" needs "save" beside it, unless it has "turns" or answers a hit`,
  check(node, emit) {
    if (has(node, "save") || get(node, ["dismisses", "turns"]) === true) return;
    if ((node.reaction as { on?: unknown } | undefined)?.on === "hit") return;
    emit(
      ["dismisses"],
      "missing",
      `"dismisses" needs "save" beside it (1.236), unless it keeps "turns" (1.313) or is a "hit" reaction (1.245)`,
    );
  },
};

export const rules: readonly StatedRule[] = [
  needsSave,
  needs("1.236", ["entry.mechanics"], "gone", ["dismisses"]),
  whileApplied,
  goneNeedsWhile,
];
