// Who sees whom: the one place the rules ask it. `sightOf` is how one combatant sees another through the field:
// through eyes or a sense (1.178), each needing a clear line on the board and seeing past everything hiding the
// other (obscuring zones in the way, unseen conditions, each pierced only by its own senses) and past the dark
// where darkness works (1.294), and nothing of a gaze holder for eyes averted from it (1.268) or through a
// teleport's smoke (1.279). A sense other than eyes counts only within its range; without a board everyone
// is within every range. `canSee` adds hiding (1.287): a foe someone is hidden from cannot see them.

import type { Cell } from "../ruleset/encounter.js";
import { averted } from "./auras/state.js";
import { remembered } from "./board/geometry.js";
import { distance } from "./board/grid.js";
import type { Ctx } from "./context.js";
import { darknessHere, lightAt } from "./sight/light.js";
import { hidersOf } from "./sight/obscured.js";
import { blindSense, sensesOf } from "./sight/senses.js";
import { conditionDef, conditionIds } from "./stats.js";
import { smokeBetween } from "./teleport/smoke.js";
import type { ActiveCondition, Combatant } from "./types.js";

/** Seen clearly, seen only in light obscurement or dim light, or not seen at all. */
export type Sight = "clear" | "light" | "none";

/** The condition of one hidden from the foes it lists (`combat.hiding`). */
export const HIDDEN_FROM = "std:hidden-from";

/** Whether a clear line joins the two on the board (everyone standing is in plain view without one). */
export function inLineOfSight(ctx: Ctx, a: Combatant, b: Combatant, from = a.at): boolean {
  if (!ctx.state.board || !from || !b.at) return true;
  const to = b.at;
  return remembered(ctx.state, `sees ${from.join(",")} ${to.join(",")}`, (board) =>
    board.sees({ x: from[0], y: from[1] }, { x: to[0], y: to[1] }),
  );
}

/** Whether `a` has lost its eyes: a condition that `lacks` the sense `combat.sight.eyes` names (blinded). */
export function eyesLost(ctx: Ctx, a: Combatant): boolean {
  const eyes = ctx.ruleset.combat?.sight?.eyes;
  if (!eyes) return false;
  for (const id of conditionIds(ctx.ruleset, a)) if (conditionDef(ctx.ruleset, id)?.lacks?.includes(eyes)) return true;
  return false;
}

/** How `a`, standing at `from` (where it stands unless given), sees `b` apart from hiding. */
export function sightOf(ctx: Ctx, a: Combatant, b: Combatant, from = a.at): Sight {
  if (a.id === b.id) return "clear";
  // Eyes averted from a gaze (1.268) see nothing of its holder.
  if (averted(ctx.state, a.id, b.id)) return "none";
  if (!inLineOfSight(ctx, a, b, from)) return "none";
  // A teleport's smoke (1.279) on either cell or between them hides as an obscuring zone does.
  if (ctx.state.board && from && b.at && smokeBetween(ctx.state, from, b.at)) return "none";
  const board = ctx.state.board;
  const apart = board && from && b.at ? distance(board, from, b.at) : 0;
  const blind = eyesLost(ctx, a);
  const ways: string[] = blind ? [] : [ctx.ruleset.combat?.sight?.eyes ?? "eyes"];
  for (const [id, range] of sensesOf(ctx, a)) {
    if (range < apart) continue;
    // Only a blind sense works without eyes.
    if (blind && !blindSense(ctx, id)) continue;
    ways.push(id);
  }
  if (!ways.length) return "none";
  const hiders = hidersOf(ctx, a, b, from);
  const darkness = darknessHere(ctx);
  const level = darkness ? lightAt(ctx, b) : 2;
  let best: Sight = "none";
  for (const way of ways) {
    if (hiders.some((h) => !h.pierced?.includes(way))) continue;
    let l: number = level;
    if (darkness && (blindSense(ctx, way) || darkness.pierced?.includes(way))) l = 2;
    else if (darkness?.seeIn?.includes(way)) l = Math.min(2, l + 1);
    if (l >= 2) return "clear";
    if (l === 1) best = "light";
  }
  return best;
}

/**
 * Whether `a` could see whoever stood on `cell` with nothing of its own hiding it: the sight that picks a spot
 * (a teleport's `seen`, 1.276), so walls, smoke, obscuring zones, darkness and lost eyes all count.
 */
export function seesSpot(ctx: Ctx, a: Combatant, cell: Cell): boolean {
  const spot: Combatant = { ...a, id: "", at: cell, conditions: [], levels: [], itemEffects: [] };
  return sightOf(ctx, a, spot) !== "none";
}

export function hidingOf(c: Combatant): ActiveCondition | undefined {
  return c.conditions.find((x) => x.id === HIDDEN_FROM);
}

/** Whether `hider` is hidden from `viewer` (and so cannot be seen or aimed at by them). */
export function hiddenFrom(hider: Combatant, viewer: Combatant): boolean {
  return !!hidingOf(hider)?.from?.includes(viewer.id);
}

/** Whether `a` can see `b`: some sight of them, and `b` not hidden from `a`. */
export function canSee(ctx: Ctx, a: Combatant, b: Combatant, from = a.at): boolean {
  return sightOf(ctx, a, b, from) !== "none" && !hiddenFrom(b, a);
}

/** Whether `a` sees `b` clearly (not only in dim light or light obscurement). */
export function seesClearly(ctx: Ctx, a: Combatant, b: Combatant, from = a.at): boolean {
  return sightOf(ctx, a, b, from) === "clear" && !hiddenFrom(b, a);
}
