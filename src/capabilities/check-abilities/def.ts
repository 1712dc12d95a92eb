// 1.188 as written: `abilities` on a `{ to: "checks" }` modifier and the rule stated for it.
import type { FormatExtension } from "../../validate/extensions.js";
import { array, ref } from "../../validate/schema.js";

declare module "../../ruleset/combat.js" {
  interface ModifierDef {
    /** 1.188: only ability checks made with one of these abilities, their contest and skill checks included (Rage:
     * `["str"]`). */
    readonly abilities?: readonly string[];
  }
}

export const format: FormatExtension = {
  fields: { modifier: { abilities: { schema: array(ref("ability"), { min: 1, max: 20 }) } } },
  rules: [
    {
      section: "1.188",
      places: ["modifier"],
      trigger: "abilities",
      says: `"abilities" narrows a "checks" modifier`,
      check(node, emit) {
        if (node.to === "checks") return;
        emit(["abilities"], "not-allowed", `"abilities" narrows a {"to": "checks"} modifier only (1.188)`);
      },
    },
  ],
};
