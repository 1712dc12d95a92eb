// 1.177 as written: an area's `width` (a wall's thickness) and what a zone blocks, with the rules the reference
// states for walls: "`area.shape: "wall"` can only exist as a lasting area" and "A wall never moves, drifts or
// follows its user" (its moving and drifting are zone-moves' burst rule).
import type { FormatExtension } from "../../validate/extensions.js";
import { get, MECHANICS, type StatedRule, valueNeeds } from "../../validate/rules/rule.js";
import { array, number, oneOf } from "../../validate/schema.js";

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

const width = { schema: number(0, 10_000) };

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      "area.width": width,
      // `side` comes from the registry.
      "zone.blocks": { schema: array(oneOf("move", "sight"), { min: 1, max: 2 }) },
    },
    "item.use": { "area.width": width },
    "creature.action": { "area.width": width },
  },
  rules: [valueNeeds("1.177", MECHANICS, "area.shape", "wall", "zone"), wallStays],
};
