// The smoke a teleport leaves (1.279 `smoke`): a cloud on the cell its user left and the cell it reached, from the
// moment it lands until the end of the user's next turn. It obscures as a zone's `obscures` does: whoever stands
// in it, or is looked at through it, cannot be seen; a `light` smoke (1.286) only lightly obscures them, as dim
// light does. (Senses that pierce it, `pierced`, wait on senses: 1.178.)

import { remembered } from "../../combat/board/geometry.js";
import { type Ctx, emit } from "../../combat/context.js";
import type { Combatant, CombatState } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { SmokeState } from "./def.js";

/** A cloud forms on `cells`, by `by`, in the turn now being taken. */
export function raiseSmoke(ctx: Ctx, by: Combatant, cells: readonly Cell[], light: boolean): void {
  const s = ctx.state;
  const cloud: SmokeState = { by: by.id, cells: cells.map((c) => [c[0], c[1]] as Cell), round: s.round, turn: s.turn };
  if (light) cloud.light = true;
  s.smoke = [...(s.smoke ?? []), cloud];
  emit(ctx, { t: "smoke", what: "form", by: by.id, cells: cloud.cells, ...(light ? { light: true as const } : {}) });
}

/** Clouds whose user's next turn has ended clear away; called as each turn ends. */
export function clearSmoke(ctx: Ctx): void {
  const s = ctx.state;
  if (!s.smoke) return;
  const kept: SmokeState[] = [];
  for (const cloud of s.smoke) {
    // The user's place in the order: its next turn ends when a turn at or past that place ends in the next round
    // (a user no longer taking turns still has its slot passed).
    const slot = s.order.indexOf(cloud.by);
    const over = s.round > cloud.round + 1 || (s.round === cloud.round + 1 && s.turn >= slot);
    if (over) emit(ctx, { t: "smoke", what: "clear", by: cloud.by, cells: cloud.cells });
    else kept.push(cloud);
  }
  if (kept.length) s.smoke = kept;
  else delete s.smoke;
}

function smoky(state: CombatState, light: boolean): Set<number> | undefined {
  const clouds = state.smoke?.filter((c) => !!c.light === light);
  if (!clouds?.length || !state.board) return undefined;
  const w = state.board.width;
  return new Set(clouds.flatMap((c) => c.cells.map(([x, y]) => y * w + x)));
}

/** Whether smoke (light smoke when `light`) stands between two cells, or on either of them: sight from one to the
 * other is then blocked (or, for light smoke, lightly obscured). */
export function smokeBetween(state: CombatState, from: Cell, to: Cell, light = false): boolean {
  const cells = smoky(state, light);
  if (!cells) return false;
  const w = state.board!.width;
  if (cells.has(from[1] * w + from[0]) || cells.has(to[1] * w + to[0])) return true;
  const line = remembered(state, `between ${from.join(",")} ${to.join(",")}`, (board) =>
    board.between({ x: from[0], y: from[1] }, { x: to[0], y: to[1] }),
  );
  return line.some((c) => cells.has(c.y * w + c.x));
}
