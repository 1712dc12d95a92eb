// Moving after the action (1.285): a signature action that does something and also writes `move` offers,
// beside its own aim, the cells the move could end on now (`moveCells`); the choice may name one (`moveTo`) or
// none. What the action does takes effect first; then its user walks there on movement lent for the walk, as
// a legendary move (1.283) does, unless it has fallen or the cell can no longer be reached.

import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, combatant, emit } from "../../combat/context.js";
import type { Choice, Combatant, Option, Rejection } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { Cell } from "../../ruleset/encounter.js";
import { moveEnds, startMove } from "./signature-move.js";

declare module "../../combat/types.js" {
  interface OptionBase {
    /** 1.285: cells the user may move to once the action is done (`moveTo`); none is a choice too. */
    readonly moveCells?: readonly Cell[];
  }
  interface Choice {
    /** 1.285: the cell to move to after the action, one of the option's `moveCells`. */
    readonly moveTo?: Cell;
  }
  interface ActFrame {
    /** 1.285: where its user moves once it is done. */
    moveTo?: Cell;
  }
}

/** Whether a use does something besides moving (1.285's "damage, an area, a save, a condition"). */
export function doesSomething(use: UseDef): boolean {
  const m = use.m as Record<string, unknown>;
  if (use.toHit !== undefined) return true;
  return ["amount", "area", "save", "applies", "plus", "push", "check", "temporary", "casting"].some(
    (k) => m[k] !== undefined,
  );
}

/** Whether a signature action is a move and nothing else (1.283), rather than an action that may move after. */
export const movesOnly = (use: UseDef): boolean => use.m.move !== undefined && !doesSomething(use);

/** The action's option with the cells its move could end on now; unchanged when there is nowhere to go. */
export function withMoveAfter(ctx: Ctx, who: Combatant, use: UseDef, option: Option | undefined): Option | undefined {
  if (!option || !use.m.move) return option;
  const ends = moveEnds(ctx, who, use.m.move);
  return ends.length ? { ...option, moveCells: ends } : option;
}

const isCell = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n));

/** Checks `moveTo` against the option: one of its `moveCells`, or nothing. */
function checkMoveTo(option: Option, choice: Choice): Rejection | undefined {
  const to = choice.moveTo;
  if (to === undefined) return undefined;
  const reject = (message: string): Rejection => ({ code: "bad-cell", message, path: "moveTo" });
  if (!option.moveCells) return reject("this option moves no one after it");
  if (!isCell(to)) return reject("`moveTo` is a cell: [x, y]");
  if (!option.moveCells.some((c) => c[0] === to[0] && c[1] === to[1]))
    return reject(`(${to.join(", ")}) is not one of the option's cells to move to`);
  return undefined;
}

export const afterMove: CapabilityModule = {
  id: "after-move",
  keys: ["move.speed"],
  checkChoice: checkMoveTo,
  onUseEnd(ctx, act, use) {
    const to = act.moveTo;
    if (!to || !use.m.move) return;
    const who = combatant(ctx, act.actor);
    if (who.status !== "standing") return;
    // The action may have changed the field (a foe pushed into the way, the user held): it walks only
    // where it can still go.
    if (!moveEnds(ctx, who, use.m.move).some((c) => c[0] === to[0] && c[1] === to[1])) {
      emit(ctx, { t: "stays", who: who.id, at: [to[0], to[1]], why: "unreachable" });
      return;
    }
    startMove(ctx, who, use, to);
  },
};
