// Who sees whom: the one place the rules ask it. `sightOf` is how one combatant sees another: nothing through a
// sight blocker (a package's: a teleport's smoke, eyes averted from a gaze) or without a clear line on the board,
// and otherwise as the packages' perception says (senses, obscurers and light: the sight package), else clearly.
// `canSee` adds hiding (1.287): a foe someone is hidden from cannot see them.

import type { Cell } from "../ruleset/encounter.js";
import { remembered } from "./board/geometry.js";
import type { Hides, Sight, SightDetail } from "./capability.js";
import type { Ctx } from "./context.js";
import { modulesWith } from "./registry.js";
import { isSealed } from "./sealed.js";
import type { ActiveCondition, Combatant, CombatState } from "./types.js";

export type { Hides, Sight, SightDetail };

/** The condition of one hidden from the foes it lists (`combat.hiding`). */
export const HIDDEN_FROM = "std:hidden-from";
/** The base approximation's condition: hidden from everyone. */
export const HIDDEN = "std:hidden";

/** Whether a clear line joins the two on the board (everyone standing is in plain view without one). */
export function inLineOfSight(ctx: Ctx, a: Combatant, b: Combatant, from = a.at): boolean {
  if (!ctx.state.board || !from || !b.at) return true;
  const to = b.at;
  // A number for the pair of cells (no string built per question): the board memo keeps numbers apart from the
  // string keys of its other answers.
  const { width, height } = ctx.state.board;
  const key = (from[1] * width + from[0]) * width * height + to[1] * width + to[0];
  return remembered(ctx.state, key, (board) => board.sees({ x: from[0], y: from[1] }, { x: to[0], y: to[1] }));
}

/** How `a`, standing at `from` (where it stands unless given), sees `b` apart from hiding. */
export function sightOf(ctx: Ctx, a: Combatant, b: Combatant, from = a.at): Sight {
  return sightDetail(ctx, a, b, from).sight;
}

const NONE: SightDetail = { sight: "none", ways: [], line: false, hiders: [], light: 2 };

/** `sightOf` with its reasons: which senses see, what stands in the way, the light there. */
export function sightDetail(ctx: Ctx, a: Combatant, b: Combatant, from = a.at): SightDetail {
  if (a.id === b.id) return { ...NONE, sight: "clear", line: true };
  // The same two combatants of a state the engine returned see each other the same way every time they are asked
  // (a made-up one, such as a spot to land on, is worked out afresh).
  const state = ctx.state;
  if (!isSealed(state) || state.combatants[a.id] !== a || state.combatants[b.id] !== b)
    return sightWorkedOut(ctx, a, b, from);
  // Keyed by a number: the two combatants' places in the order and the cell looked from.
  const n = state.order.length;
  const cells = state.board ? state.board.width * state.board.height : 0;
  const at = from && state.board ? from[1] * state.board.width + from[0] + 1 : 0;
  const key = (state.order.indexOf(a.id) * n + state.order.indexOf(b.id)) * (cells + 1) + at;
  let seen = sights.get(state);
  if (!seen) {
    seen = new Map();
    sights.set(state, seen);
  }
  let detail = seen.get(key);
  if (!detail) {
    detail = sightWorkedOut(ctx, a, b, from);
    seen.set(key, detail);
  }
  return detail;
}

/** Sight between the combatants of a sealed state. */
const sights = new WeakMap<CombatState, Map<number, SightDetail>>();

function sightWorkedOut(ctx: Ctx, a: Combatant, b: Combatant, from: Cell | undefined): SightDetail {
  for (const m of modulesWith(ctx, "blocksSight")) if (m.blocksSight!(ctx, a, b, from)) return NONE;
  if (!inLineOfSight(ctx, a, b, from)) return NONE;
  for (const m of modulesWith(ctx, "perceive")) {
    const seen = m.perceive!(ctx, a, b, from);
    if (seen) return seen;
  }
  return { sight: "clear", ways: [{ sense: "eyes", sight: "clear" }], line: true, hiders: [], light: 2 };
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

/** The hiding condition of a combatant, either kind. */
export function hiddenOf(c: Combatant): ActiveCondition | undefined {
  return c.conditions.find((x) => x.id === HIDDEN) ?? hidingOf(c);
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
