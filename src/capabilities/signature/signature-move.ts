// Legendary movement (1.283): a signature action whose `move` walks its user between turns, on movement lent
// only for this walk (`share` of its speed, a `distance`, or its full speed). `noOpportunity` provokes no one;
// `untouchable` first shakes off whatever holds its user, and then nothing strikes it, catches it or holds it
// on the way. Without a board, or for a creature held in place or without speed, no move is offered. 1.285:
// `speed` names the one mode the move is made in (its `share` counted from that speed); a creature without
// that mode has nowhere to go.

import { walks } from "../../combat/board/walks.js";
import { endCondition } from "../../combat/conditions.js";
import type { Ctx } from "../../combat/context.js";
import { offerUse } from "../../combat/offer.js";
import { conditionDef, conditionIds, speed } from "../../combat/stats.js";
import type { ActiveCondition, Combatant, MoveFrame, Option } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { Cell } from "../../ruleset/encounter.js";
import { type MoveMode, speedIn } from "./move-speed.js";

export interface MoveDef {
  /** A part of its speed (a tarrasque's half). */
  readonly share?: number;
  /** A distance in the ruleset's own units, whatever its speed. */
  readonly distance?: number;
  readonly noOpportunity?: boolean;
  readonly untouchable?: boolean;
  /** 1.285: the one mode of movement it is made in. */
  readonly speed?: MoveMode;
}

/** A condition someone else put on the holder that keeps it in place (its effects, or those it includes). */
function holds(ctx: Ctx, who: Combatant, cond: ActiveCondition): boolean {
  if (cond.source === who.id) return false;
  for (const id of conditionIds(ctx.ruleset, { ...who, conditions: [cond], levels: [], itemEffects: [] }))
    if (conditionDef(ctx.ruleset, id)?.effects?.includes("speed-zero")) return true;
  return false;
}

/** Cells the move may cover now; 0 when it cannot go anywhere. */
function moveCells(ctx: Ctx, who: Combatant, def: MoveDef): number {
  const board = ctx.state.board;
  if (!board || !who.at) return 0;
  // An untouchable move lets go of what holds it before it starts, so its speed is counted without that.
  const free = def.untouchable ? { ...who, conditions: who.conditions.filter((c) => !holds(ctx, who, c)) } : who;
  const own = def.speed ? speedIn(ctx.ruleset, ctx.state, free, def.speed) : speed(ctx.ruleset, ctx.state, free);
  if (own === 0 && (!def.untouchable || def.speed)) return 0;
  const distance = def.distance ?? own * (def.share ?? 1);
  return Math.floor(distance / board.perCell);
}

/** The cells a move can end on now (none without a board or anywhere to go). */
export function moveEnds(ctx: Ctx, who: Combatant, def: MoveDef): readonly Cell[] {
  const cells = moveCells(ctx, who, def);
  return cells < 1 ? [] : walks(ctx.state, who, cells).ends;
}

/** The between-turns option for a move, or undefined when there is nowhere to go. */
export function moveOption(ctx: Ctx, who: Combatant, use: UseDef, id: string): Option | undefined {
  if (!offerUse(ctx, who, use, { lent: true })) return undefined;
  const ends = moveEnds(ctx, who, use.m.move!);
  if (!ends.length) return undefined;
  return {
    id,
    module: "signature",
    kind: "move",
    moment: "between-turns",
    label: use.name,
    who: who.id,
    use: use.id,
    cells: ends,
  };
}

/** Starts the walk of a bought move toward `at`, one of the cells its option offered. */
export function startMove(ctx: Ctx, who: Combatant, use: UseDef, at: Cell): void {
  const def = use.m.move!;
  const cells = moveCells(ctx, who, def);
  if (def.untouchable)
    for (const cond of who.conditions.filter((c) => holds(ctx, who, c))) endCondition(ctx, who, cond, "lets go");
  const frame: MoveFrame = {
    kind: "move",
    mover: who.id,
    path: walks(ctx.state, who, cells).path(at),
    i: 0,
    cost: 0,
    asked: [],
  };
  frame.lent = {
    ...(def.noOpportunity || def.untouchable ? { noOpportunity: true as const } : {}),
    ...(def.untouchable ? { untouchable: true as const } : {}),
  };
  ctx.state.stack.push(frame);
}
