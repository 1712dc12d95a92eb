// 1.275: conditions suppressed rather than ended. `orSourceWithin` keeps a condition that lasts while its holder sees
// its source in force also while the two are that close (without a board, always); sight decides the rest. A
// condition with `suppresses` holds the holder's conditions it names out of force while it is itself in force: they
// stay on, their timers running, and take effect again once it ends. Calm Emotions over a frightened ally.
import { cellsApart } from "../../combat/board/grid.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import { conditionDef } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import "./def.js";

/** Sets each condition's `suppressedBy` from the suppressing conditions its holder holds, logging each change. */
function refresh(ctx: Ctx, holder: Combatant): void {
  // A suppressor counts while out of sight's suppression; being suppressed itself by another is not weighed, so two
  // conditions suppressing each other both stay out of force rather than flickering.
  const suppressors = holder.conditions.filter((c) => !c.suppressed && conditionDef(ctx.ruleset, c.id)?.suppresses);
  for (const cond of holder.conditions) {
    const by = suppressors
      .filter((s) => s !== cond && conditionDef(ctx.ruleset, s.id)!.suppresses!.includes(cond.id))
      .map((s) => s.id);
    const before = cond.suppressedBy ?? [];
    if (before.length === by.length && before.every((id, i) => id === by[i])) continue;
    if (by.length) cond.suppressedBy = by;
    else delete cond.suppressedBy;
    if (!before.length || !by.length) emit(ctx, { t: "suppression", who: holder.id, condition: cond.id, by });
  }
}

export const suppression: CapabilityModule = {
  id: "suppression",
  keys: ["orSourceWithin", "suppresses"],
  keepsInForceUnseen(ctx, holder, cond, source) {
    const within = conditionDef(ctx.ruleset, cond.id)?.orSourceWithin;
    if (within === undefined) return false;
    const board = ctx.state.board;
    if (!board || !holder.at || !source.at) return true;
    return cellsApart(board, holder.at, source.at) * board.perCell <= within;
  },
  onConditionApplied(ctx, who) {
    refresh(ctx, who);
  },
  onConditionEnded(ctx, who) {
    refresh(ctx, who);
  },
  onTurnStart(ctx) {
    for (const id of ctx.state.order) refresh(ctx, ctx.state.combatants[id]!);
  },
};
