// The combat block and what other keys need of it: 1.176 stabilizes.
import { has, MECHANICS, type StatedRule } from "./rule.js";

const COMBAT_DYING = ["combat", "dying"];

export const combatRules: readonly StatedRule[] = [
  // "`stabilizes: true` … needs a combat block with a `dying` rule".
  {
    section: "1.176",
    trigger: "stabilizes",
    places: MECHANICS,
    says: `"stabilizes" needs "combat.dying"`,
    check(node, emit, root) {
      if (node.stabilizes !== undefined && !has(root, COMBAT_DYING)) {
        emit(["stabilizes"], "missing", `"stabilizes" needs a "dying" rule in the combat block (1.176)`);
      }
    },
  },
];
