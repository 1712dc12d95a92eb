// Further stated rejections: 1.281 drain shares, 1.312 thunder around a hit, 1.324 creature ground.
import { get, namesOneOf, needs, range, type StatedRule } from "./rule.js";

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
  // "`of` needs `rounds`."
  needs("1.312", ["item.attack"], "aroundHit.of", ["aroundHit.rounds"]),
  // "`height` 0 to 3 …; `ground` must change something".
  range("1.324", ["creature.action"], "ground.height", 0, 3),
  namesOneOf("1.324", ["creature.action"], "ground", GROUND_CHANGES),
];
