// The rejections 1.193 states for contests against a fixed number: `difficulty` replaces `defender`, so a contest
// has one or the other and never both. (A dice-pool combat's rejection of `difficulty` has nothing to apply to: the
// engine's combat always rolls a d20.)
import { excludes, type StatedRule } from "../../validate/rules/rule.js";

// "Omit `defender` and give `"difficulty": 15`".
const needsDefenderOrDifficulty: StatedRule = {
  section: "1.193",
  places: ["contest"],
  says: `a contest without "defender" needs "difficulty"`,
  check(node, emit) {
    if (node.defender === undefined && node.difficulty === undefined) {
      emit(["defender"], "missing", `a contest needs "defender", or "difficulty" in its place (1.193)`);
    }
  },
};

export const fixedContestRules: readonly StatedRule[] = [
  needsDefenderOrDifficulty,
  excludes("1.193", ["contest"], "difficulty", "defender"),
];
