// 1.293/1.393: a creature's own attack modes. Each entry of its `attackModes` adds its advantage or disadvantage to
// the creature's attack roll when every requirement it names holds: an ally that can act beside the target
// (`allyAdjacent`, Pack Tactics), the target below its maximum health (`targetHurt`, Blood Frenzy). Answered through
// the extension point "attacks against", which the director's estimate reads too, so a wolf prefers the foe a
// packmate already stands beside.

import { cellsApart } from "../../combat/board/grid.js";
import type { CapabilityModule } from "../../combat/capability.js";
import type { Ctx } from "../../combat/context.js";
import { creatureOf, incapacitated } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import type { AttackModeDef } from "./def.js";

/** Whether an ally of `attacker` that can act stands next to `target`; with no board, anywhere in the fight. */
function allyBeside(ctx: Ctx, attacker: Combatant, target: Combatant): boolean {
  const s = ctx.state;
  return s.order.some((id) => {
    const ally = s.combatants[id]!;
    if (ally.id === attacker.id || ally.id === target.id || ally.side !== attacker.side) return false;
    if (incapacitated(ctx.ruleset, ally)) return false;
    if (!s.board) return true;
    // Beside as the core counts a foe close by (one cell apart, from the cells they stand on).
    return !!ally.at && !!target.at && cellsApart(s.board, ally.at, target.at) <= 1;
  });
}

/** Whether every requirement of `entry` holds for `attacker` striking `target`. */
export function modeApplies(ctx: Ctx, entry: AttackModeDef, attacker: Combatant, target: Combatant): boolean {
  if (entry.targetHurt && !(target.hp < target.maxHp)) return false;
  if (entry.allyAdjacent && !allyBeside(ctx, attacker, target)) return false;
  return true;
}

export const attackModes: CapabilityModule = {
  id: "attack-modes",
  keys: ["attackModes"],
  attackAgainst(ctx, attacker, _use, target) {
    let advantages = 0;
    let disadvantages = 0;
    for (const entry of creatureOf(ctx.ruleset, attacker)?.attackModes ?? []) {
      if (!modeApplies(ctx, entry, attacker, target)) continue;
      if (entry.mode === "advantage") advantages++;
      else disadvantages++;
    }
    return { advantages, disadvantages };
  },
};
