// The `aimed` reaction moment: a use names this creature, opened before anything is rolled for it. One window
// through the shared mechanism; it opens only when the target has a reaction for that moment, at most once per act
// and target. (The reference's `attacked`, after an attack ends, and `caught`, a missile caught, are opened by the
// packages of 1.422 and 1.416 on "after a target".)
import type { CapabilityModule } from "../capability.js";
import type { Ctx } from "../context.js";
import type { ActFrame, Combatant } from "../types.js";
import { openWindow } from "../windows.js";

function once(ctx: Ctx, act: ActFrame, target: Combatant): boolean {
  const key = `aimed:${target.id}`;
  if (act.asked.includes(key)) return false;
  act.asked.push(key);
  return openWindow(ctx, "aimed", act.actor, target.id, [target.id]);
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
    // An area names no one (a burst around its user neither, 1.282); anything else is aimed.
    if (act.at || use.m.area?.around) return undefined;
    if (once(ctx, act, target)) return "paused";
    return undefined;
  },
};
