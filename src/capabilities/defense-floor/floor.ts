// 1.406: a defense floor. After every other change to the defense (and before cover, which the attack adds), the
// holder's defense is at least each floor of the modifiers in force on it: a floor never lowers a number, so the
// higher of the two is used, as a player choosing between Mage Armor and the armor worn would.
import type { CapabilityModule } from "../../combat/capability.js";
import { readValue } from "../../combat/source.js";
import { modifiers, sourceOf } from "../../combat/stats.js";
import "./def.js";

export const defenseFloor: CapabilityModule = {
  id: "defense-floor",
  keys: ["atLeast"],
  adjustDefense(ruleset, state, who, defense) {
    let d = defense;
    for (const m of modifiers(ruleset, who, "defense")) {
      if (m.atLeast === undefined) continue;
      // A party member reads its sheet (its derived `ac_mage_armor`); a creature its stat block seen as a sheet of
      // its ability scores (`const`, `abilityMod`).
      d = Math.max(d, readValue(sourceOf(ruleset, state, who), m.atLeast));
    }
    return d;
  },
};
