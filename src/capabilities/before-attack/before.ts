// 1.247: an entry with `beforeAttack` is offered only on its holder's own turn, and only before it has attacked that
// turn. Any use that makes an attack roll on the holder's own turn counts as its attack (a weapon's or a spell's),
// from the moment it is used; an attack off its turn (an opportunity attack) does not.
import { blowKind } from "../../combat/blow.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { combatant } from "../../combat/context.js";
import "./def.js";

export const beforeAttack: CapabilityModule = {
  id: "before-attack",
  keys: ["beforeAttack"],
  offer(ctx, who, use) {
    if (!use.m.beforeAttack) return undefined;
    if (ctx.state.order[ctx.state.turn] !== who.id) return "only on its holder's own turn";
    return who.attackedThisTurn ? "only before attacking this turn" : undefined;
  },
  onUse(ctx, act, use) {
    const actor = combatant(ctx, act.actor);
    if (blowKind(use) && ctx.state.order[ctx.state.turn] === actor.id) actor.attackedThisTurn = true;
  },
  onTurnStart(_ctx, who) {
    if (who.attackedThisTurn) delete who.attackedThisTurn;
  },
};
