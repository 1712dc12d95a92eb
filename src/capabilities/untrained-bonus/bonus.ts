// 1.419: an ability's `checkAdd`, read from the holder's sheet, is added to combat checks that use only that ability
// and belong to no skill (a Strength check, not Athletics). The `untrained.add` of a skill is already in the skill's
// number the sheet computes, so checks naming a skill have it. Creatures have no sheet and get neither.
import type { CapabilityModule } from "../../combat/capability.js";
import { readValue } from "../../combat/source.js";
import { creatureOf, sourceOf } from "../../combat/stats.js";

export const checkAdd: CapabilityModule = {
  id: "check-add",
  keys: ["checkAdd"],
  adjustCheckBonus(ruleset, state, who, check, bonus) {
    if (creatureOf(ruleset, who) || !state.sheets[who.id]) return bonus;
    const def = ruleset.combat?.checks?.find((c) => c.id === check);
    if (!def?.ability || def.skillMod) return bonus;
    const add = ruleset.sheet.abilities.find((a) => a.id === def.ability)?.checkAdd;
    return add === undefined ? bonus : bonus + readValue(sourceOf(ruleset, state, who), add);
  },
};
