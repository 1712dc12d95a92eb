// How a compelled holder may walk (extension point "walk limits"): `moves: "away"` never steps closer to whoever
// applied the condition and ends farther than it began, `moves: "toward"` never steps farther and ends closer
// (1.264); `keepsIn` never steps farther once within its distance (1.274). Distances are the board's own (cells
// apart by its diagonal rule), measured between the two combatants' cells.
import { cellsApart } from "../../combat/board/grid.js";
import type { WalkLimit } from "../../combat/capability.js";
import type { Ctx } from "../../combat/context.js";
import type { Combatant, Rejection } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";
import { compulsions } from "./held.js";

export function compelledWalk(ctx: Ctx, mover: Combatant): WalkLimit | undefined {
  const board = ctx.state.board;
  const start = mover.at;
  if (!board || !start) return undefined;
  const limits: WalkLimit[] = [];
  for (const { cond, def, label } of compulsions(ctx, mover)) {
    const source = cond.source ? ctx.state.combatants[cond.source] : undefined;
    const at = source?.status !== "fled" ? source?.at : undefined;
    if (!at) continue;
    const d = (c: Cell) => cellsApart(board, c, at);
    const from = d(start);
    const key = `${cond.id}@${at[0]},${at[1]}`;
    const why: Rejection = {
      code: "compelled",
      message: `${mover.name} is compelled by ${label}: that walk is not allowed`,
      path: "at",
    };
    if (def.moves === "away")
      limits.push({ key: `away:${key}`, step: (a, b) => d(b) >= d(a), end: (c) => d(c) > from, why });
    else if (def.moves === "toward")
      limits.push({ key: `toward:${key}`, step: (a, b) => d(b) <= d(a), end: (c) => d(c) < from, why });
    if (def.keepsIn !== undefined) {
      const within = def.keepsIn;
      limits.push({
        key: `in:${within}:${key}`,
        step: (a, b) => d(a) * board.perCell > within || d(b) <= d(a),
        end: () => true,
        why,
      });
    }
  }
  if (limits.length < 2) return limits[0];
  return {
    key: limits.map((l) => l.key).join("&"),
    step: (a, b) => limits.every((l) => l.step(a, b)),
    end: (c) => limits.every((l) => l.end(c)),
    why: limits[0]!.why,
  };
}
