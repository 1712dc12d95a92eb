// Keys that need something elsewhere in the ruleset or never go with another: 1.195 size steps need
// `combat.sizes`, 1.273 spending charges needs charges, 1.288 concentrating readies need `combat.concentration`.
import { compareVersions, isVersion } from "../../registry/version.js";
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

// "A ruleset that uses a list here needs Capability API 1.337" (rest `dice`, one item per pool).
const restDiceList: StatedRule = {
  section: "1.337",
  places: ["rest"],
  trigger: "dice",
  says: `rest "dice" as a list needs 1.337`,
  check(node, emit, root) {
    const declared = root.capabilityApi;
    if (!Array.isArray(node.dice) || typeof declared !== "string" || !isVersion(declared)) return;
    if (compareVersions(declared, "1.337") < 0) {
      emit(["dice"], "needs-version", `"dice" as a list needs 1.337 (the ruleset declares capabilityApi ${declared})`);
    }
  },
};

/** The path within `value` to an `itemStat` form, searched through nested value forms. */
function itemStatIn(value: unknown, depth = 0): (string | number)[] | undefined {
  if (typeof value !== "object" || value === null || depth > 16) return undefined;
  if (!Array.isArray(value) && Object.hasOwn(value, "itemStat")) return ["itemStat"];
  for (const [key, inner] of Object.entries(value)) {
    const found = itemStatIn(inner, depth + 1);
    if (found) return [Array.isArray(value) ? Number(key) : key, ...found];
  }
  return undefined;
}

// "A die's `add` may read `itemStat`" is 1.337's, in the single-die form as in the list (and in `extra.add`).
const restDiceItemStat: StatedRule = {
  section: "1.337",
  places: ["rest"],
  trigger: "dice",
  says: `"itemStat" in a rest die's "add" needs 1.337`,
  needs(node) {
    const dice = Array.isArray(node.dice) ? node.dice : [node.dice];
    const used = dice.some((die) => itemStatIn(get(die, ["add"])) || itemStatIn(get(die, ["extra", "add"])));
    return used ? "1.337" : undefined;
  },
  check(node, emit, root) {
    const declared = root.capabilityApi;
    if (typeof declared === "string" && isVersion(declared) && compareVersions(declared, "1.337") >= 0) return;
    const dice = Array.isArray(node.dice) ? node.dice : [node.dice];
    dice.forEach((die, i) => {
      const at: (string | number)[] = Array.isArray(node.dice) ? ["dice", i] : ["dice"];
      for (const add of [["add"], ["extra", "add"]]) {
        const inner = itemStatIn(get(die, add));
        if (!inner) continue;
        const shown = typeof declared === "string" ? declared : "base";
        emit(
          [...at, ...add, ...inner],
          "needs-version",
          `"itemStat" in a rest die needs 1.337 (the ruleset declares capabilityApi ${shown})`,
        );
      }
    });
  },
};

export const requiresRules: readonly StatedRule[] = [
  sizeNeedsSizes,
  restDiceList,
  restDiceItemStat,
  // "The item must have charges" (an attack's `spends`).
  needs("1.273", ["item"], "attack.spends", ["charges"]),
  // `"concentrates": true` "(needs `combat.concentration`)".
  valueNeeds("1.288", ["combat"], "readying.concentrates", true, "concentration"),
];
