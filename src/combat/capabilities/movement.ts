// Walking on a board: the cells within the movement left, paths from the geometry core, and the windows a
// step opens (leaving someone's reach provokes an opportunity attack; coming within reach).

import type { Cell } from "../../ruleset/encounter.js";
import { cellsApart } from "../board/grid.js";
import { stepTimes } from "../board/step-cost.js";
import { walks } from "../board/walks.js";

export { stepTimes };

import type { CapabilityModule, WalkLimit } from "../capability.js";
import { type Ctx, combatant, emit } from "../context.js";
import { fire } from "../hooks.js";
import { hasEffect, incapacitated, speed } from "../stats.js";
import type { Combatant, MergedGround, MoveFrame } from "../types.js";
import { usesOf } from "../uses.js";
import { openWindow } from "../windows.js";

/** How far (in cells) a combatant's melee reaches. */
/** Whether `mover` is on an untouchable move right now (a lent walk's `untouchable`, 1.283): zones and ground
 * leave it alone. */
export function untouchableNow(ctx: Ctx, mover: Combatant): boolean {
  const top = ctx.state.stack.at(-1);
  return top?.kind === "move" && top.mover === mover.id && top.lent?.untouchable === true;
}

/** Extension point "difficult ground": the cells packages make cost more for `mover` (a zone's terrain), each once
 * (the largest cost, halved speed if any says so; toward-caster ground apart, 1.182), sorted. When toward-caster
 * ground of several casters lies on the board, the first one's point counts for all of it (one point a walk). */
export function difficultGround(ctx: Ctx, mover: Combatant): MergedGround[] {
  const out = new Map<number, MergedGround>();
  let point: Cell | undefined;
  for (const m of ctx.caps.modulesWith("groundCells"))
    for (const g of m.groundCells!(ctx, mover)) {
      const had = out.get(g.i) ?? { i: g.i, times: 1, halves: false };
      if (g.toward) {
        point ??= g.toward;
        const t = had.toward ?? { at: point, times: 1, halves: false };
        out.set(g.i, {
          ...had,
          toward: { at: point, times: Math.max(t.times, g.times ?? 1), halves: t.halves || g.halves === true },
        });
      } else
        out.set(g.i, { ...had, times: Math.max(had.times, g.times ?? 1), halves: had.halves || g.halves === true });
    }
  return [...out.values()].sort((a, c) => a.i - c.i);
}

/** Extension point "walk limits": every limit the modules put on `mover`'s walks now, as one (none: undefined). */
export function walkLimit(ctx: Ctx, mover: Combatant): WalkLimit | undefined {
  const limits: WalkLimit[] = [];
  for (const m of ctx.caps.modulesWith("limitWalk")) {
    const l = m.limitWalk!(ctx, mover);
    if (l) limits.push(l);
  }
  if (limits.length < 2) return limits[0];
  return {
    key: limits.map((l) => l.key).join("&"),
    step: (from, to) => limits.every((l) => l.step(from, to)),
    end: (at) => limits.every((l) => l.end(at)),
    why: limits[0]!.why,
  };
}

/** The walks `mover` may take now with the movement it has left: where they end and the path to each. */
export function turnWalks(ctx: Ctx, mover: Combatant) {
  const cells = Math.floor(mover.moveLeft / ctx.state.board!.perCell);
  return walks(ctx.state, mover, cells, difficultGround(ctx, mover), walkLimit(ctx, mover));
}

export function reachCells(ctx: Ctx, c: Combatant): number {
  const per = ctx.state.board?.perCell ?? 5;
  let reach = 5;
  // A signature action (bought between turns) is never an opportunity attack, so it reaches no one here.
  for (const u of usesOf(ctx.ruleset, ctx.state, c))
    if (u.melee && !u.m.area && !u.m.signature) reach = Math.max(reach, u.reach);
  return Math.max(1, Math.floor(reach / per));
}

function threatening(ctx: Ctx, mover: Combatant, cell: Cell): Set<string> {
  const out = new Set<string>();
  for (const id of ctx.state.order) {
    const e = ctx.state.combatants[id]!;
    if (e.side === mover.side || !e.at || incapacitated(ctx.ruleset, e)) continue;
    if (cellsApart(ctx.state.board, e.at, cell) <= reachCells(ctx, e)) out.add(e.id);
  }
  return out;
}

/** Advances a walk; returns true when it is over. */
export function stepMove(ctx: Ctx, frame: MoveFrame): boolean {
  const mover = combatant(ctx, frame.mover);
  const b = ctx.state.board!;
  const ground = new Map(difficultGround(ctx, mover).map((g) => [g.i, g]));
  const difficult = new Set(b.difficult);
  while (frame.i < frame.path.length - 1) {
    // An untouchable walk (1.283) cannot be held, so nothing stops it on the way.
    if (mover.status !== "standing" || (!frame.lent?.untouchable && speed(ctx.ruleset, ctx.state, mover) === 0)) break;
    const from = frame.path[frame.i]!;
    const to = frame.path[frame.i + 1]!;
    if (!frame.lent?.noOpportunity && !hasEffect(ctx.ruleset, mover, "no-opportunity")) {
      const after = threatening(ctx, mover, to);
      const leaving = [...threatening(ctx, mover, from)].filter((id) => !after.has(id) && !frame.asked.includes(id));
      if (leaving.length) {
        frame.asked.push(...leaving);
        if (openWindow(ctx, "leaves-reach", mover.id, undefined, leaving)) return false;
      }
    }
    const before = threatening(ctx, mover, from);
    // Under "5-10-5" every second diagonal of a walk counts two cells.
    const diagonal = from[0] !== to[0] && from[1] !== to[1];
    if (diagonal) frame.diagonals = (frame.diagonals ?? 0) + 1;
    const cells = diagonal && b.diagonals === "5-10-5" && frame.diagonals! % 2 === 0 ? 2 : 1;
    const cost = stepTimes(difficult, ground, to[1] * b.width + to[0], from, to) * cells * b.perCell;
    mover.at = to;
    // Movement lent for one walk (a signature move) leaves the turn's own alone.
    if (!frame.lent) {
      mover.moveLeft = Math.max(0, mover.moveLeft - cost);
      mover.trail?.push(to);
    }
    frame.cost += cost;
    frame.i++;
    fire("onMoveStep", ctx, mover, from, to);
    const entering = [...threatening(ctx, mover, to)].filter((id) => !before.has(id));
    if (entering.length && !frame.lent?.untouchable && openWindow(ctx, "within-reach", mover.id, undefined, entering))
      return false;
    // A step that set work going (a zone catching someone) waits for it before the next step.
    if (ctx.state.stack.at(-1) !== frame) return false;
  }
  emit(ctx, { t: "move", who: mover.id, path: frame.path.slice(0, frame.i + 1), cost: frame.cost });
  return true;
}

export const movement: CapabilityModule = {
  id: "movement",
  keys: [],
  onTurnStart(ctx, who) {
    who.moveLeft = speed(ctx.ruleset, ctx.state, who);
    if (who.at) who.trail = [who.at];
    else delete who.trail;
    delete who.walkedWith;
  },
  menu(ctx, who, out) {
    const s = ctx.state;
    if (!s.board || !who.at || incapacitated(ctx.ruleset, who) || speed(ctx.ruleset, s, who) === 0) return;
    const cells = Math.floor(who.moveLeft / s.board.perCell);
    if (cells < 1) return;
    const reach = walks(s, who, cells, difficultGround(ctx, who)).ends;
    if (reach.length)
      out.push({ id: "move", module: "movement", kind: "move", label: "Move", who: who.id, cells: reach });
  },
  // Extension point "walk limits", asked through "menu limits": the walk keeps the ends the limits allow, and a
  // walk to any other is refused with the limit's reason.
  limitOption(ctx, who, option) {
    if (option.module !== "movement" || option.kind !== "move") return undefined;
    const limit = walkLimit(ctx, who);
    if (!limit) return undefined;
    const ends = turnWalks(ctx, who).ends;
    return ends.length ? { option: { ...option, cells: ends }, why: limit.why } : { why: limit.why };
  },
  take(ctx, who, _option, choice) {
    who.walkedWith = { ...who.budgets };
    const path = turnWalks(ctx, who).path(choice.at!);
    ctx.state.stack.push({ kind: "move", mover: who.id, path, i: 0, cost: 0, asked: [] });
  },
};
