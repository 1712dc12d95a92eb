// 1.420 as written: a catalog entry's `longRange`, its schema, and the rule the reference states for it.
import type { FormatExtension } from "../../validate/extensions.js";
import type { StatedRule } from "../../validate/rules/rule.js";
import { number } from "../../validate/schema.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.420: the distance it still reaches beyond `range` (greater than `range`), at long range. */
    readonly longRange?: number;
  }
}

const longRangeBeyondRange: StatedRule = {
  section: "1.420",
  trigger: "longRange",
  places: ["entry.mechanics"],
  says: `"longRange" is greater than "range"`,
  check(node, emit) {
    const long = node.longRange;
    const range = node.range;
    if (typeof long !== "number") return;
    if (typeof range !== "number") {
      emit(["longRange"], "missing", `"longRange" needs a numeric "range" beside it (1.420)`);
    } else if (long <= range) {
      emit(["longRange"], "out-of-range", `"longRange" (${long}) must be greater than "range" (${range}) (1.420)`);
    }
  },
};

export const format: FormatExtension = {
  fields: { "entry.mechanics": { longRange: { schema: number(0, 100_000) } } },
  rules: [longRangeBeyondRange],
};
