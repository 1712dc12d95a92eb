// Extension point "cut off": two combatants a package keeps apart, so that nothing of either reaches the other
// (1.314: someone sealed in a sphere). Asked wherever one combatant's doing lands on another: damage, healing,
// conditions, opportunity attacks; packages ask it for their own reach (zones, auras).
import type { Ctx } from "./context.js";
import { modulesWith } from "./registry.js";
import type { Combatant } from "./types.js";

/** Whether a package keeps `a` and `b` apart; never one from itself. */
export function cutOff(ctx: Ctx, a: Combatant | undefined, b: Combatant | undefined): boolean {
  if (!a || !b || a.id === b.id) return false;
  for (const m of modulesWith(ctx, "cutsOff")) if (m.cutsOff!(ctx, a, b)) return true;
  return false;
}
