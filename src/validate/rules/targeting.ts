// Who a use may aim at: 1.304 oncePerTarget.
import { excludes, type StatedRule } from "./rule.js";

export const targetingRules: readonly StatedRule[] = [
  // "It cannot be used for areas, nor on entries aimed at the user themselves."
  excludes("1.304", ["entry.mechanics", "item.use"], "oncePerTarget", "area"),
  excludes("1.304", ["entry.mechanics", "item.use"], "oncePerTarget", "targets", "self"),
];
