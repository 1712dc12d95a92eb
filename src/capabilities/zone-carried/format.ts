// 1.301 as written: `zone.carried` (`"any"` or `"own"`), with the rules the reference states for it: "A carried zone
// is a single burst at a point, and is never moved on its own."
import type { FormatExtension } from "../../validate/extensions.js";
import { get, has, type StatedRule } from "../../validate/rules/rule.js";
import { type FieldsUnder, oneOf } from "../../validate/schema.js";

const AT = ["zone", "carried"];

const singleBurstAtAPoint: StatedRule = {
  section: "1.301",
  places: ["entry.mechanics"],
  trigger: "zone",
  says: `a carried zone is a single burst at a point, never moved on its own`,
  check(node, emit) {
    if (!has(node, AT)) return;
    const shape = get(node, ["area", "shape"]);
    if (shape !== "burst")
      emit(
        AT,
        "not-allowed",
        `a carried zone is a burst, not ${shape === undefined ? "no area" : `a ${String(shape)}`} (1.301)`,
      );
    if (has(node, ["area", "copies"]))
      emit(AT, "not-allowed", `a carried zone is a single burst, without "area.copies" (1.301)`);
    if (get(node, ["zone", "anchor"]) === "caster")
      emit(AT, "not-allowed", `a carried zone is put at a point, not carried by its caster's "anchor" (1.301)`);
    for (const key of ["move", "drift"])
      if (has(node, ["zone", key]))
        emit(AT, "not-allowed", `a carried zone is never moved on its own ("zone.${key}") (1.301)`);
  },
};

const fields = {
  /** 1.301: put on someone's cell (`any`) or its caster's (`own`), it goes with them. */
  "zone.carried": { schema: oneOf("any", "own") },
};

declare module "../zones/state.js" {
  interface ZoneDef extends FieldsUnder<typeof fields, "zone."> {}
}

export const format: FormatExtension = {
  fields: { "entry.mechanics": fields },
  rules: [singleBurstAtAPoint],
};
