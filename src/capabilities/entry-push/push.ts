// 1.182: an entry's `push` moves whoever it lands on, unless they passed its save, that many distance units in a
// straight line away from its user, stopping at the board's edge, anything solid or anyone standing (the core's
// forced movement: no movement spent, no reactions). A zone's catch is its caster's use again, so it pushes away
// from the caster the same way. Without a board nothing moves.
import { pushAway } from "../../combat/capabilities/push.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { combatant } from "../../combat/context.js";
import "./def.js";

export const entryPush: CapabilityModule = {
  id: "entry-push",
  keys: ["push"],
  onHit(ctx, act, use, target, result) {
    const push = use.m.push;
    if (!push || !result.lands || result.halved || result.spared || target.status !== "standing") return;
    pushAway(ctx, combatant(ctx, act.actor), target, push);
  },
};
