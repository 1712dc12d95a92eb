// 1.310: a condition applied with `endsAway` comes off as soon as its holder is farther than `beyond` from whoever
// applied it and (with `unseen`) cannot see them: Eyebite's panicked. Checked at every step of anyone's walk (a
// teleport's too) and at the end of every turn. Distance is a board's: without one it never comes off this way.
// An applier who left the fight is farther than any distance and seen by no one.
import { distance } from "../../combat/board/grid.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { endCondition } from "../../combat/conditions.js";
import type { Ctx } from "../../combat/context.js";
import { canSee } from "../../combat/seeing.js";
import type { ActiveCondition, Combatant } from "../../combat/types.js";
import "./def.js";

function isAway(ctx: Ctx, holder: Combatant, cond: ActiveCondition): boolean {
  const board = ctx.state.board;
  const source = cond.source ? ctx.state.combatants[cond.source] : undefined;
  if (!board || !holder.at || !source) return false;
  const def = cond.endsAway!;
  if (source.status === "fled" || !source.at) return true;
  if (distance(board, holder.at, source.at) <= def.beyond) return false;
  return !def.unseen || !canSee(ctx, holder, source);
}

function check(ctx: Ctx): void {
  for (const id of ctx.state.order) {
    const holder = ctx.state.combatants[id]!;
    if (holder.status === "fled") continue;
    for (const cond of holder.conditions.filter((c) => c.endsAway)) {
      if (isAway(ctx, holder, cond)) endCondition(ctx, holder, cond, "too far away");
    }
  }
}

export const endsAway: CapabilityModule = {
  id: "ends-away",
  keys: ["endsAway"],
  onConditionApplied(_ctx, _who, cond, applied) {
    if (applied?.endsAway) cond.endsAway = { ...applied.endsAway };
  },
  onMoveStep(ctx) {
    check(ctx);
  },
  onTurnEnd(ctx) {
    check(ctx);
  },
};
