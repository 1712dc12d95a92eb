// Keys that need something elsewhere in the ruleset or never go with another: 1.195 size steps need
// `combat.sizes`, 1.273 spending charges needs charges, 1.288 concentrating readies need `combat.concentration`.
import { get, needs, type StatedRule, valueNeeds } from "./rule.js";

const COMBAT_SIZES = ["combat", "sizes"];

// "It needs `combat.sizes`" (a condition's `size` steps).
const sizeNeedsSizes: StatedRule = {
  section: "1.195",
  places: ["combat.condition"],
  trigger: "size",
  says: `a condition's "size" needs "combat.sizes"`,
  check(node, emit, root) {
    if (node.size !== undefined && get(root, COMBAT_SIZES) === undefined) {
      emit(["size"], "missing", `"size" needs "combat.sizes" in the combat block (1.195)`);
    }
  },
};

export const requiresRules: readonly StatedRule[] = [
  sizeNeedsSizes,
  // "The item must have charges" (an attack's `spends`).
  needs("1.273", ["item"], "attack.spends", ["charges"]),
  // `"concentrates": true` "(needs `combat.concentration`)".
  valueNeeds("1.288", ["combat"], "readying.concentrates", true, "concentration"),
];
