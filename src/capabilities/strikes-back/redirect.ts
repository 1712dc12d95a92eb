// 1.422 `redirects`: on an `attacked` window about a miss, the one who missed makes the same attack again at a
// creature its target chooses: never the holder, nor the attacker itself (no attack is aimed at its own maker),
// standing, on the side the entry aims at, and within that attack's reach or range of the attacker (on a board, with
// a line to it). The attack made again is the missed act's use at its level, paid for when it was first made.

import { targetable } from "../../combat/board/cover.js";
import { cellsApart } from "../../combat/board/grid.js";
import type { Ctx } from "../../combat/context.js";
import { echoAct } from "../../combat/echo.js";
import { actUseOf } from "../../combat/resolve.js";
import { rangeCells, reaches, sideOf } from "../../combat/targeting.js";
import type { ActFrame, Combatant, WindowFrame } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";

/** The attack an `attacked` window about a miss waits on (the act beneath it), when it is `window.subject`'s. */
export function missedAttack(ctx: Ctx, window: WindowFrame): ActFrame | undefined {
  if (window.moment !== "attacked" || !window.missed) return undefined;
  const stack = ctx.state.stack;
  // While the window is opening, it asks before it is on the stack: the attack is then the top.
  const at = stack.indexOf(window);
  const below = at >= 0 ? stack[at - 1] : stack.at(-1);
  return below?.kind === "act" && below.actor === window.subject ? below : undefined;
}

/** Whom `holder`'s redirecting `entry` may turn the missed `attack` on. */
export function redirectTargets(ctx: Ctx, holder: Combatant, entry: UseDef, attack: ActFrame): string[] {
  const s = ctx.state;
  const attacker = s.combatants[attack.actor];
  if (attacker?.status !== "standing") return [];
  const use = actUseOf(ctx, attack);
  const side = sideOf(entry);
  const board = s.board;
  const range = board && attacker.at ? rangeCells(ctx, use) : 0;
  return s.order.filter((id) => {
    const t = s.combatants[id]!;
    if (t.id === holder.id || t.id === attacker.id || t.status !== "standing" || !reaches(ctx, use, t)) return false;
    if (side === "enemy" ? t.side === holder.side : side === "ally" ? t.side !== holder.side : side !== "any")
      return false;
    if (!board || !attacker.at) return true;
    return !!t.at && cellsApart(board, attacker.at, t.at) <= range && targetable(s, attacker, t);
  });
}

/** The missed attack made again at `target`: a repeat of its use (nothing paid again) at the level it was paid. */
export function attackAgain(attack: ActFrame, target: string): ActFrame {
  return echoAct({ by: attack.actor, use: attack.use, steps: attack.steps, level: attack.level }, [target]);
}
