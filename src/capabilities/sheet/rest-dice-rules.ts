// The rules 1.337 states for a rest's `dice`: the list form and an `itemStat` in a die's `add` need 1.337.
import { compareVersions, isVersion } from "../../registry/version.js";
import { get, type StatedRule } from "../../validate/rules/rule.js";

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

export const restDiceRules: readonly StatedRule[] = [restDiceList, restDiceItemStat];
