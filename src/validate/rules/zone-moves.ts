// Moving and drifting zones (1.173): "Only a burst anchored at a point can move or drift." Walls (1.177): "A wall
// never moves, drifts or follows its user".
import { get, has, type StatedRule } from "./rule.js";

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

const wallStays: StatedRule = {
  section: "1.177",
  places: ["entry.mechanics", "item.use"],
  trigger: "zone",
  says: `a wall is never carried by its user`,
  check(node, emit) {
    if (get(node, ["area", "shape"]) === "wall" && get(node, ["zone", "anchor"]) === "caster")
      emit(["zone", "anchor"], "not-allowed", `a wall never follows its user (1.177)`);
  },
};

export const zoneMoveRules: readonly StatedRule[] = [burstAtPoint("move"), burstAtPoint("drift"), wallStays];
