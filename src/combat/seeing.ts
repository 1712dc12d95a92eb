// Who sees whom: the one place the rules ask it. `sightOf` is how one combatant sees another through the field:
// through eyes or a sense (1.178), each needing a clear line on the board and seeing past everything hiding the
// other (obscuring zones in the way, unseen conditions, each pierced only by its own senses) and past the dark
// where darkness works (1.294), and nothing of a gaze holder for eyes averted from it (1.268) or through a
// teleport's smoke (1.279). A sense other than eyes counts only within its range; without a board everyone
// is within every range. `canSee` adds hiding (1.287): a foe someone is hidden from cannot see them.

import { averted } from "../capabilities/auras/state.js";
import type { Hides } from "../capabilities/sight/defs.js";
import { darknessHere, lightAt } from "../capabilities/sight/light.js";
import { hidersOf } from "../capabilities/sight/obscured.js";
import { blindSense, sensesOf } from "../capabilities/sight/senses.js";
import { smokeBetween } from "../capabilities/teleport/smoke.js";
import type { Cell } from "../ruleset/encounter.js";
import { remembered } from "./board/geometry.js";
import { distance } from "./board/grid.js";
import type { Ctx } from "./context.js";
import { isSealed } from "./sealed.js";
import { conditionDef, conditionIds } from "./stats.js";
import type { ActiveCondition, Combatant, CombatState } from "./types.js";

/** Seen clearly, seen only in light obscurement or dim light, or not seen at all. */
export type Sight = "clear" | "light" | "none";

/** The condition of one hidden from the foes it lists (`combat.hiding`). */
export const HIDDEN_FROM = "std:hidden-from";

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

/** Whether `a` has lost its eyes: a condition that `lacks` the sense `combat.sight.eyes` names (blinded). */
export function eyesLost(ctx: Ctx, a: Combatant): boolean {
  const eyes = ctx.ruleset.combat?.sight?.eyes;
  if (!eyes) return false;
  for (const id of conditionIds(ctx.ruleset, a)) if (conditionDef(ctx.ruleset, id)?.lacks?.includes(eyes)) return true;
  return false;
}

/** How one combatant sees another, and by what (the public sight query reads this). */
export interface SightDetail {
  /** The best of the ways below: clearly, only lightly (dim light, light obscurement), or not at all. */
  readonly sight: Sight;
  /** Each sense (eyes under `combat.sight.eyes`, or "eyes") that reaches the other, and how well. */
  readonly ways: readonly { readonly sense: string; readonly sight: Exclude<Sight, "none"> }[];
  /** A clear straight line on the board (always without one), no smoke and no averted eyes in the way. */
  readonly line: boolean;
  /** Obscuring zones in the way and the other's `unseen` conditions, each with the senses that pierce it. */
  readonly hiders: readonly Hides[];
  /** The light where the other stands under `combat.sight.darkness`: 0 dark, 1 dim, 2 bright (2 without it). */
  readonly light: 0 | 1 | 2;
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
  // Eyes averted from a gaze (1.268) see nothing of its holder.
  if (averted(ctx.state, a.id, b.id)) return NONE;
  if (!inLineOfSight(ctx, a, b, from)) return NONE;
  // A teleport's smoke (1.279) on either cell or between them hides as an obscuring zone does.
  if (ctx.state.board && from && b.at && smokeBetween(ctx.state, from, b.at)) return NONE;
  const board = ctx.state.board;
  const apart = board && from && b.at ? distance(board, from, b.at) : 0;
  const blind = eyesLost(ctx, a);
  const senses: string[] = blind ? [] : [ctx.ruleset.combat?.sight?.eyes ?? "eyes"];
  for (const [id, range] of sensesOf(ctx, a)) {
    if (range < apart) continue;
    // Only a blind sense works without eyes.
    if (blind && !blindSense(ctx, id)) continue;
    senses.push(id);
  }
  const hiders = senses.length ? hidersOf(ctx, a, b, from) : [];
  const darkness = darknessHere(ctx);
  const level = darkness ? lightAt(ctx, b) : 2;
  const ways: { sense: string; sight: Exclude<Sight, "none"> }[] = [];
  for (const way of senses) {
    if (hiders.some((h) => !h.pierced?.includes(way))) continue;
    let l: number = level;
    if (darkness && (blindSense(ctx, way) || darkness.pierced?.includes(way))) l = 2;
    else if (darkness?.seeIn?.includes(way)) l = Math.min(2, l + 1);
    if (l >= 2) ways.push({ sense: way, sight: "clear" });
    else if (l === 1) ways.push({ sense: way, sight: "light" });
  }
  const sight: Sight = ways.some((w) => w.sight === "clear") ? "clear" : ways.length ? "light" : "none";
  return { sight, ways, line: true, hiders, light: level as 0 | 1 | 2 };
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
