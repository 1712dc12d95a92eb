// 1.197 and 1.247 as written: `attacks`, `blow` and `ability` on a `{ to: "attacks" }` or `{ to: "damage" }`
// modifier, narrowing the change to some blows, and the rules stated for them; 1.189's `ability` on a creature
// action, the ability its attack is made with, which those changes read.
import type { FormatExtension } from "../../validate/extensions.js";
import { oneOf, ref } from "../../validate/schema.js";

declare module "../../ruleset/catalog.js" {
  interface CreatureActionDef {
    /** 1.189: the ability the action's attack is made with, so changes restricted to an ability reach it. */
    readonly ability?: string;
  }
}

declare module "../../ruleset/combat.js" {
  interface ModifierDef {
    /** 1.197 (damage), 1.247 (attacks): only blows of a weapon, of a spell, or of any attack. */
    readonly attacks?: "weapon" | "spell" | "any";
    /** 1.247: only melee or only ranged blows. */
    readonly blow?: "melee" | "ranged";
    /** 1.197 (damage), 1.188 (attacks): only blows made with this ability (a weapon's, a creature action's named
     * `ability`); a blow whose ability is unknown (a spell's, a stat block's action naming none) gets none. */
    readonly ability?: string;
  }
}

const NARROWS = ["attacks", "blow", "ability"] as const;

export const format: FormatExtension = {
  fields: {
    modifier: {
      attacks: { schema: oneOf("weapon", "spell", "any") },
      blow: { schema: oneOf("melee", "ranged") },
      ability: { schema: ref("ability") },
    },
    "creature.action": { ability: { schema: ref("ability") } },
  },
  rules: NARROWS.map((key) => ({
    section: key === "ability" ? "1.197" : "1.247",
    places: ["modifier"],
    trigger: key,
    says: `"${key}" narrows an "attacks" or "damage" change to some blows`,
    check(node, emit) {
      if (node.to === "attacks" || node.to === "damage") return;
      // 1.413: Deflect Missiles narrows a change to the damage its holder takes to ranged blows.
      if (key === "blow" && node.to === "damage-taken") return;
      emit([key], "not-allowed", `"${key}" narrows a change to blows: only on an "attacks" or "damage" modifier`);
    },
  })),
};
