// Item uses: 1.322 reactions.
import { forbids, type StatedRule } from "./rule.js";

export const itemRules: readonly StatedRule[] = [
  // "An item use must name its moment: `"reaction": true` is rejected."
  forbids("1.322", ["item.use"], "reaction", true, `an item use's "reaction" must name its moment, not true`),
];
