// The reaction moments of a use reaching a target, opened before anything is rolled for that target: `aimed`
// (a use names this creature), `attacked` (an attack roll is about to be made against it) and `caught` (an
// area catches it). Each is one window through the shared mechanism; it opens only when the target has a
// reaction for that moment, and at most once per act and target.
import { beamKey } from "../act-target.js";
import type { CapabilityModule } from "../capability.js";
import type { Ctx } from "../context.js";
import type { ActFrame, Combatant, Moment } from "../types.js";
import type { UseDef } from "../uses.js";
import { openWindow } from "../windows.js";

function once(ctx: Ctx, act: ActFrame, moment: Moment, target: Combatant): boolean {
  // Each beam at a target named again is an attack of its own (1.305); it is aimed at once.
  const key = `${moment}:${moment === "attacked" ? beamKey(act, target.id) : target.id}`;
  if (act.asked.includes(key)) return false;
  act.asked.push(key);
  return openWindow(ctx, moment, act.actor, target.id, [target.id]);
}

function isAttack(use: UseDef): boolean {
  return !use.m.autoHit && (use.m.attackRoll !== undefined || use.toHit !== undefined);
}

export const moments: CapabilityModule = {
  id: "moments",
  keys: [],
  decide(ctx, act, use, target) {
    if (target.id === act.actor) return undefined;
    // A rider lands on a blow already struck: nothing new is aimed at anyone.
    if (act.onto) return undefined;
    // Extension point "unanswered acts": no one can respond to its casting (1.253: a Subtle spell).
    if (ctx.caps.modulesWith("unanswered").some((m) => m.unanswered!(ctx, act, use))) return undefined;
    // An area catches (a burst around its user too, 1.282, though it has no point); anything else is aimed.
    const area = act.at || use.m.area?.around;
    if (area ? once(ctx, act, "caught", target) : once(ctx, act, "aimed", target)) return "paused";
    if (isAttack(use) && once(ctx, act, "attacked", target)) return "paused";
    return undefined;
  },
};
