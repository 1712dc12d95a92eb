// Further stated rejections: 1.281 drain shares, 1.310 repeated casting, 1.312 thunder around a hit, 1.324 creature ground.
import { get, namesOneOf, needs, range, type StatedRule } from "./rule.js";

const REPEATS_BUDGET = ["repeats", "budget"];
const COMBAT_BUDGETS = ["combat", "budgets"];

// "`repeats` needs `concentration` and a known budget."
const repeatsKnownBudget: StatedRule = {
  section: "1.310",
  trigger: "repeats",
  places: ["entry.mechanics"],
  says: `"repeats.budget" names a combat budget`,
  check(node, emit, root) {
    const budget = get(node, REPEATS_BUDGET);
    if (typeof budget !== "string") return;
    const budgets = get(root, COMBAT_BUDGETS);
    const known =
      Array.isArray(budgets) &&
      budgets.some((b) => typeof b === "object" && b !== null && (b as { id?: unknown }).id === budget);
    if (!known) emit(REPEATS_BUDGET, "bad-reference", `no combat budget "${budget}" is declared (1.310)`);
  },
};

// "`share` (greater than 0, at most 1; everything when omitted)".
const drainShare: StatedRule = {
  section: "1.281",
  trigger: "drain",
  places: ["entry.mechanics", "creature.action"],
  says: `"drain.share" is greater than 0 and at most 1`,
  check(node, emit) {
    const share = get(node, ["drain", "share"]);
    if (typeof share === "number" && !(share > 0 && share <= 1)) {
      emit(
        ["drain", "share"],
        "out-of-range",
        `"drain.share" must be greater than 0 and at most 1, got ${share} (1.281)`,
      );
    }
  },
};

const GROUND_CHANGES = ["terrain", "height", "light", "obscured", "growth", "season"];

export const moreRules: readonly StatedRule[] = [
  // "It names `conditions`, `unseeing` or both, and needs a `healthPool`."
  drainShare,
  needs("1.310", ["entry.mechanics"], "repeats", ["concentration"]),
  repeatsKnownBudget,
  // "`of` needs `rounds`."
  needs("1.312", ["item.attack"], "aroundHit.of", ["aroundHit.rounds"]),
  // "`height` 0 to 3 …; `ground` must change something".
  range("1.324", ["creature.action"], "ground.height", 0, 3),
  namesOneOf("1.324", ["creature.action"], "ground", GROUND_CHANGES),
];
