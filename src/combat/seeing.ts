// Who sees whom: the one place the rules ask it. `sightOf` is how one combatant sees another through the field
// (a clear line on a board, nothing of a gaze holder for eyes averted from it (1.268); obscurement, senses and
// unseen conditions belong here as they come); `canSee` adds
// hiding (1.287): a foe someone is hidden from cannot see them.
import { averted } from "./auras/state.js";
import { remembered } from "./board/geometry.js";
import type { Ctx } from "./context.js";
import { smokeBetween } from "./teleport/smoke.js";
import type { ActiveCondition, Combatant } from "./types.js";

/** Seen clearly, seen only in light obscurement, or not seen at all. */
export type Sight = "clear" | "light" | "none";

/** The condition of one hidden from the foes it lists (`combat.hiding`). */
export const HIDDEN_FROM = "std:hidden-from";

/** How `a` sees `b` apart from hiding: along a clear line on a board; without one, everyone is in plain view. */
export function sightOf(ctx: Ctx, a: Combatant, b: Combatant): Sight {
  // Eyes averted from a gaze (1.268) see nothing of its holder.
  if (averted(ctx.state, a.id, b.id)) return "none";
  if (!ctx.state.board || !a.at || !b.at || a.id === b.id) return "clear";
  const [from, to] = [a.at, b.at];
  const line = remembered(ctx.state, `sees ${from.join(",")} ${to.join(",")}`, (board) =>
    board.sees({ x: from[0], y: from[1] }, { x: to[0], y: to[1] }),
  );
  // A teleport's smoke (1.279) on either cell or between them hides as an obscuring zone does.
  return line && !smokeBetween(ctx.state, from, to) ? "clear" : "none";
}

export function hidingOf(c: Combatant): ActiveCondition | undefined {
  return c.conditions.find((x) => x.id === HIDDEN_FROM);
}

/** Whether `hider` is hidden from `viewer` (and so cannot be seen or aimed at by them). */
export function hiddenFrom(hider: Combatant, viewer: Combatant): boolean {
  return !!hidingOf(hider)?.from?.includes(viewer.id);
}

/** Whether `a` can see `b`: some sight of them, and `b` not hidden from `a`. */
export function canSee(ctx: Ctx, a: Combatant, b: Combatant): boolean {
  return sightOf(ctx, a, b) !== "none" && !hiddenFrom(b, a);
}
