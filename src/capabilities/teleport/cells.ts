// Where a teleport can land and who can come along (1.276, 1.279): free cells within its distance (seen ones
// only with `seen`), willing allies no larger than the user within `carriesWithin` (seen ones with `carriesSeen`),
// and the free cells nearest the landing cell for those it carries.

import { onBoard, remembered } from "../../combat/board/geometry.js";
import { cellsApart, diagonalRule } from "../../combat/board/grid.js";
import type { Ctx } from "../../combat/context.js";
import { canSee, seesSpot } from "../../combat/seeing.js";
import { incapacitated } from "../../combat/stats.js";
import { sizeRank } from "../../combat/target-test.js";
import type { Combatant } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { TeleportDef } from "./def.js";
import { smokeBetween } from "./smoke.js";

const TOUCH = 5;

/** Cells no one can stand on now: blocked terrain, and anyone on the board but `except`. */
function takenCells(ctx: Ctx, except: readonly string[] = []): Set<number> {
  const b = ctx.state.board!;
  const taken = new Set(b.blocked);
  for (const id of ctx.state.order) {
    const c = ctx.state.combatants[id]!;
    if (onBoard(c) && !except.includes(c.id)) taken.add(c.at![1] * b.width + c.at![0]);
  }
  return taken;
}

/** Whether `who` sees the cell `to`: a clear line on the board, no smoke on the way, and its sight reaching there
 * (a fog on the way or over the cell, lost eyes, darkness it cannot see in). */
export function seesCell(ctx: Ctx, who: Combatant, to: Cell, radius: number): boolean {
  const from = who.at!;
  const view = remembered(ctx.state, `view ${from.join(",")} ${radius}`, (board) =>
    board.fieldOfView({ x: from[0], y: from[1] }, radius, { diagonals: diagonalRule(ctx.state.board) }),
  );
  return view.has(to[0], to[1]) && !smokeBetween(ctx.state, from, to) && seesSpot(ctx, who, to);
}

/** Free cells within the teleport's distance, nearest first (then row by row). */
export function landingCells(ctx: Ctx, who: Combatant, def: TeleportDef): Cell[] {
  const b = ctx.state.board;
  if (!b || !who.at) return [];
  const radius = Math.floor(def.distance / b.perCell);
  const taken = takenCells(ctx);
  const out: { cell: Cell; d: number }[] = [];
  const [x0, y0] = who.at;
  for (let y = Math.max(0, y0 - radius); y <= Math.min(b.height - 1, y0 + radius); y++) {
    for (let x = Math.max(0, x0 - radius); x <= Math.min(b.width - 1, x0 + radius); x++) {
      const cell: Cell = [x, y];
      const d = cellsApart(b, who.at, cell);
      if (d === 0 || d > radius || taken.has(y * b.width + x)) continue;
      if (def.seen && !seesCell(ctx, who, cell, radius)) continue;
      out.push({ cell, d });
    }
  }
  return out.sort((p, q) => p.d - q.d || p.cell[1] - q.cell[1] || p.cell[0] - q.cell[0]).map((c) => c.cell);
}

/** Willing companions: standing allies able to act, no larger than the user, near enough (anyone on the user's
 * side without a board), seen with `carriesSeen`. */
export function companions(ctx: Ctx, who: Combatant, def: TeleportDef): string[] {
  if (!def.carries) return [];
  const b = ctx.state.board;
  const within = b ? Math.max(1, Math.floor((def.carriesWithin ?? TOUCH) / b.perCell)) : 0;
  return ctx.state.order.filter((id) => {
    const c = ctx.state.combatants[id]!;
    if (c.id === who.id || c.side !== who.side || incapacitated(ctx.ruleset, c)) return false;
    if (sizeRank(ctx.ruleset, c) > sizeRank(ctx.ruleset, who)) return false;
    if (!b || !who.at) return true;
    if (!c.at || cellsApart(b, who.at, c.at) > within) return false;
    return !def.carriesSeen || (canSee(ctx, who, c) && !smokeBetween(ctx.state, who.at, c.at));
  });
}

/** The free cells nearest `at` for each of `carried`, in turn (the user itself standing on `at`). */
export function companionCells(ctx: Ctx, user: Combatant, at: Cell, carried: readonly string[]): Cell[] {
  const b = ctx.state.board!;
  const taken = takenCells(ctx, [user.id, ...carried]);
  taken.add(at[1] * b.width + at[0]);
  const out: Cell[] = [];
  for (let n = 0; n < carried.length; n++) {
    let best: { cell: Cell; d: number } | undefined;
    for (let y = 0; y < b.height; y++) {
      for (let x = 0; x < b.width; x++) {
        if (taken.has(y * b.width + x)) continue;
        const d = cellsApart(b, at, [x, y]);
        if (!best || d < best.d) best = { cell: [x, y], d };
      }
    }
    if (!best) break;
    out.push(best.cell);
    taken.add(best.cell[1] * b.width + best.cell[0]);
  }
  return out;
}
