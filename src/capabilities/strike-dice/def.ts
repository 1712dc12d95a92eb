// 1.197 and 1.247 as written: `diceTimes` and `criticalDice` on a `{ to: "damage" }` modifier, and the rules stated
// for them.
import type { FormatExtension } from "../../validate/extensions.js";
import { integer } from "../../validate/schema.js";

declare module "../../ruleset/combat.js" {
  interface ModifierDef {
    /** 1.197: a blow's own dice are rolled this many times (an enlarged duergar's war pick: 2, 1d8 + 2 → 2d8 + 2). */
    readonly diceTimes?: number;
    /** 1.247: on a critical hit, this many more of the blow's own dice, not doubled (Brutal Critical). */
    readonly criticalDice?: number;
  }
}

const ON_DAMAGE = [
  ["diceTimes", "1.197", "rolls a blow's own dice more times"],
  ["criticalDice", "1.247", "adds dice to a blow's critical hit"],
] as const;

export const format: FormatExtension = {
  fields: {
    modifier: { diceTimes: { schema: integer(1, 10) }, criticalDice: { schema: integer(1, 10) } },
  },
  rules: ON_DAMAGE.map(([key, section, does]) => ({
    section,
    places: ["modifier"],
    trigger: key,
    says: `"${key}" ${does}: a "damage" change`,
    check(node, emit) {
      if (node.to === "damage") return;
      emit([key], "not-allowed", `"${key}" ${does}: only on a {"to": "damage"} modifier (${section})`);
    },
  })),
};
