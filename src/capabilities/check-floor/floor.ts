// 1.418: floors for the holder's own checks, never its saves. A die below `face` counts as `face` (the natural die
// too), then a total below `total` counts as that value. `proficient` narrows a floor to skill checks the holder is
// trained in, `abilities` and `skills` to checks using them. A combat check names its ability and, with `skillMod`,
// its skill; a check named by a skill id is that skill's.
import type { CapabilityModule, Ctx } from "../../combat/capability.js";
import { emit } from "../../combat/context.js";
import { checkUses } from "../../combat/modifier-rolls.js";
import { readValue } from "../../combat/source.js";
import { conditionDef, conditionIds, creatureOf, sourceOf } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import type { CheckFloorDef } from "./def.js";
import "./def.js";

/** Trained in a skill: a sheet's tier above the first; a creature's stat block listing it. */
function trained(ctx: Ctx, who: Combatant, skill: string): boolean {
  const creature = creatureOf(ctx.ruleset, who);
  if (creature) return creature.skills?.[skill] !== undefined;
  const held = ctx.state.sheets[who.id]?.proficiencies?.[skill];
  if (held === undefined) return false;
  return (ctx.ruleset.sheet.proficiency?.tiers ?? []).findIndex((t) => t.id === held) > 0;
}

function reaches(ctx: Ctx, who: Combatant, floor: CheckFloorDef, uses: { ability?: string; skill?: string }): boolean {
  if (floor.proficient && !(uses.skill && trained(ctx, who, uses.skill))) return false;
  if (floor.abilities && !(uses.ability && floor.abilities.includes(uses.ability))) return false;
  if (floor.skills && !(uses.skill && floor.skills.includes(uses.skill))) return false;
  return true;
}

export const checkFloor: CapabilityModule = {
  id: "check-floor",
  keys: ["checkFloor"],
  floorD20(ctx, roller, natural, total) {
    if (roller.kind !== "checks" || roller.check === undefined) return { natural, total };
    const uses = checkUses(ctx.ruleset, roller.check);
    let face = natural;
    let least: number | undefined;
    for (const id of conditionIds(ctx.ruleset, roller.who)) {
      const floor = conditionDef(ctx.ruleset, id)?.checkFloor;
      if (!floor || !reaches(ctx, roller.who, floor, uses)) continue;
      if (floor.face !== undefined) face = Math.max(face, floor.face);
      if (floor.total !== undefined) {
        const t = readValue(sourceOf(ctx.ruleset, ctx.state, roller.who), floor.total);
        least = Math.max(least ?? t, t);
      }
    }
    const raised = total + (face - natural);
    const final = least !== undefined ? Math.max(raised, least) : raised;
    if (face === natural && final === raised) return { natural, total };
    emit(ctx, {
      t: "check-floor",
      who: roller.who.id,
      check: roller.check,
      ...(face !== natural ? { die: { from: natural, to: face } } : {}),
      ...(final !== raised ? { total: { from: raised, to: final } } : {}),
    });
    return { natural: face, total: final };
  },
};
