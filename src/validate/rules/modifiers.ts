// What the base format says of a modifier's keys together: `within` ("only while the holder is that close to
// the condition's source") is for rolls. A `defense` or `speed` modifier is a standing value the engine reads
// without asking where anyone stands, so `within` there would be accepted and ignored: it is rejected instead.
import type { StatedRule } from "./rule.js";

const STANDING = new Set(["defense", "speed"]);

const withinOnlyOnRolls: StatedRule = {
  section: "base",
  places: ["modifier"],
  trigger: "within",
  says: `"within" is only on modifiers of rolls and damage, never on a "defense" or "speed" modifier`,
  check(node, emit) {
    if (node.within === undefined || typeof node.to !== "string" || !STANDING.has(node.to)) return;
    emit(
      ["within"],
      "not-allowed",
      `"within" is not allowed on a "${node.to}" modifier: a ${node.to} modifier counts wherever its holder stands (write it on an attacks, saves, checks or damage modifier)`,
    );
  },
};

export const modifierRules: readonly StatedRule[] = [withinOnlyOnRolls];
