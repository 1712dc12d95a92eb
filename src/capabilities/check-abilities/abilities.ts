// 1.188: a checks modifier restricted to abilities counts only for a check made with one of them: a combat check by
// its `ability`, a skill check by its skill's ability (so a contest's Athletics is a Strength check), an ability
// named itself, initiative by `combat.initiative.ability`. A check whose ability is unknown gets none of them.
import type { CapabilityModule } from "../../combat/capability.js";
import { checkUses } from "../../combat/modifier-rolls.js";
import "./def.js";

export const checkAbilities: CapabilityModule = {
  id: "check-abilities",
  keys: ["abilities"],
  keepsCheckModifier(ctx, _who, m, check) {
    if (!m.abilities) return true;
    const ability = check === undefined ? undefined : checkUses(ctx.ruleset, check).ability;
    return ability !== undefined && m.abilities.includes(ability);
  },
};
