// 1.200 as written: `zone.sections` inside a wall's zone (its schema: def.ts), with the rules the reference states:
// "Sections need a wall with `blocks`, and a broken section's `save` needs the entry's own `save`."
import type { FormatExtension } from "../../validate/extensions.js";
import { get, has, needs, type StatedRule } from "../../validate/rules/rule.js";
import { sectionsSchema } from "./def.js";

const onAWall: StatedRule = {
  section: "1.200",
  trigger: "zone",
  places: ["entry.mechanics"],
  says: `"zone.sections" stand only in a wall`,
  check(node, emit) {
    if (has(node, ["zone", "sections"]) && get(node, ["area", "shape"]) !== "wall")
      emit(["zone", "sections"], "not-allowed", `"zone.sections" need an area of shape "wall" (1.200)`);
  },
};

export const format: FormatExtension = {
  fields: { "entry.mechanics": { "zone.sections": { schema: sectionsSchema } } },
  rules: [
    needs("1.200", ["entry.mechanics"], "zone.sections", ["zone.blocks"]),
    onAWall,
    needs("1.200", ["entry.mechanics"], "zone.sections.broken.save", ["save"]),
  ],
};
