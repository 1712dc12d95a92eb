// 1.406 as written: `atLeast` on a `{ to: "defense" }` modifier, its schema and the rule stated for it.
import type { Value } from "../../ruleset/value.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";

declare module "../../ruleset/combat.js" {
  interface ModifierDef {
    /** 1.406: the holder's defense never goes below this while the modifier is in force (Barkskin: 16; Mage
     * Armor: `{ derived: "ac_mage_armor" }`), read from the holder's sheet or stat block. */
    readonly atLeast?: Value;
  }
}

export const format: FormatExtension = {
  fields: { modifier: { atLeast: { schema: value } } },
  rules: [
    {
      section: "1.406",
      places: ["modifier"],
      trigger: "atLeast",
      says: `"atLeast" is a floor of a "defense" modifier`,
      check(node, emit) {
        if (node.to === "defense") return;
        emit(["atLeast"], "not-allowed", `"atLeast" is a defense floor: only on a {"to": "defense"} modifier (1.406)`);
      },
    },
  ],
};
