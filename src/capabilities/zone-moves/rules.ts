// Moving and drifting zones (1.173): "Only a burst anchored at a point can move or drift."; the cost of their
// ground (1.175).
import { get, has, MECHANICS, range, type StatedRule } from "../../validate/rules/rule.js";

function burstAtPoint(key: "move" | "drift"): StatedRule {
  return {
    section: "1.173",
    places: ["entry.mechanics", "item.use"],
    trigger: "zone",
    says: `"zone.${key}" needs a burst anchored at a point`,
    check(node, emit) {
      if (!has(node, ["zone", key])) return;
      const shape = get(node, ["area", "shape"]);
      if (shape !== undefined && shape !== "burst")
        emit(["zone", key], "not-allowed", `only a burst can ${key}, not a ${String(shape)} (1.173)`);
      if (get(node, ["zone", "anchor"]) === "caster")
        emit(["zone", key], "not-allowed", `a zone carried by its caster cannot ${key} (1.173)`);
    },
  };
}

export const zoneMoveRules: readonly StatedRule[] = [
  burstAtPoint("move"),
  burstAtPoint("drift"),
  // "`terrain.costTimes` (2 to 10)".
  range("1.175", MECHANICS, "zone.terrain.costTimes", 2, 10),
];
