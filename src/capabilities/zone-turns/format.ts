// 1.182 as written: `zone.turn` with its budget, on a line or cone its caster carries.
import type { FormatExtension } from "../../validate/extensions.js";
import { get, MECHANICS, type StatedRule } from "../../validate/rules/rule.js";
import { type FieldsUnder, object, ref, required } from "../../validate/schema.js";

// "A zone carried by its caster ... can now be a line or a cone ... `turn` lets the caster ... turn it to another
// direction": only such a zone has a direction to turn.
const turnsACarriedLine: StatedRule = {
  section: "1.182",
  places: MECHANICS,
  trigger: "zone",
  says: `"zone.turn" turns a line or cone its caster carries`,
  check(node, emit) {
    if (get(node, ["zone", "turn"]) === undefined) return;
    const shape = get(node, ["area", "shape"]);
    if (get(node, ["zone", "anchor"]) !== "caster" || (shape !== "line" && shape !== "cone"))
      emit(
        ["zone", "turn"],
        "not-allowed",
        `"zone.turn" needs a line or cone area with "zone.anchor": "caster" (1.182)`,
      );
  },
};

const fields = {
  /** 1.182: its caster may turn it, a line or cone carried with them, on this budget. */
  "zone.turn": { schema: object({ budget: required(ref("budget")) }) },
};

declare module "../zones/state.js" {
  interface ZoneDef extends FieldsUnder<typeof fields, "zone."> {}
}

export const format: FormatExtension = {
  fields: { "entry.mechanics": fields },
  rules: [turnsACarriedLine],
};
