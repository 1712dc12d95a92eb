// Signature actions (1.283): a `move` is bought between turns, so it needs a `signature` cost; it is a
// `share` of the speed or a `distance`, never both; and it does nothing else before 1.285, which lets a
// signature action that does something also move after it (never with a teleport, a sequence, a reaction or
// a charge).
import { compareVersions, isVersion } from "../../registry/version.js";
import { excludes, needs, type StatedRule } from "../../validate/rules/rule.js";

/** Keys with which a creature action does something besides walking (1.285's "damage, an area, a save, a condition"). */
const DOES = ["damage", "heal", "toHit", "area", "save", "applies", "plus", "push", "check", "temporary", "casting"];
const NEVER = ["teleport", "sequence", "reaction", "charge"];

const moveDoesNothingElse: StatedRule = {
  section: "1.285",
  places: ["creature.action"],
  trigger: "move",
  says: `a "move" beside what the action does needs 1.285`,
  check(node, emit, root) {
    const beside = DOES.filter((k) => node[k] !== undefined);
    if (!beside.length) return;
    const declared = root.capabilityApi;
    const what = beside.map((k) => `"${k}"`).join(", ");
    if (typeof declared === "string" && isVersion(declared) && compareVersions(declared, "1.285") < 0)
      emit(["move"], "needs-version", `a "move" beside ${what} needs 1.285 (1.283's move does nothing else)`);
  },
};

export const signatureRules: readonly StatedRule[] = [
  // "A creature action with a `signature` cost can write `move`."
  needs("1.283", ["creature.action"], "move", ["signature"]),
  // "Not `share` and `distance` together."
  excludes("1.283", ["creature.action"], "move.share", "move.distance"),
  moveDoesNothingElse,
  // "`move` still cannot carry `teleport`, `sequence`, `reaction` or `charge`."
  ...NEVER.map((k) => excludes("1.285", ["creature.action"], "move", k)),
];
