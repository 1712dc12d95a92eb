// 1.314: how a sealed holder moves. Its own movement is none; with `rolls` it spends that budget to roll up to
// `share` of its speed (a walk nothing can hold or strike, as no one reaches it). With `lifted`, someone beside it
// spends that budget to lift it; as the carrier walks, the holder follows into each cell the carrier leaves, until
// the carrier puts it down (free) or the seal ends.

import { cellsApart } from "../../combat/board/grid.js";
import { walks } from "../../combat/board/walks.js";
import { difficultGround, walkLimit } from "../../combat/capabilities/movement.js";
import type { CapabilityModule, Ctx } from "../../combat/capability.js";
import { combatant, emit } from "../../combat/context.js";
import { incapacitated, speed } from "../../combat/stats.js";
import type { Combatant, Option } from "../../combat/types.js";
import { sealOf } from "./cut-off.js";
import "./option.js";

/** The speed `holder` would have without its seal (what a roll takes its share of). */
export function unsealedSpeed(ctx: Ctx, holder: Combatant): number {
  const free = {
    ...holder,
    conditions: holder.conditions.filter((c) => !ctx.ruleset.combat?.conditions?.find((d) => d.id === c.id)?.sealed),
  };
  return speed(ctx.ruleset, ctx.state, free);
}

/** The cells a roll of `holder` can reach now, and its distance. */
export function rollReach(ctx: Ctx, holder: Combatant) {
  const seal = sealOf(ctx, holder);
  const board = ctx.state.board;
  if (!seal?.rolls || !board || !holder.at || holder.carriedBy) return undefined;
  const distance = Math.floor(unsealedSpeed(ctx, holder) * seal.rolls.share);
  const cells = Math.floor(distance / board.perCell);
  if (cells < 1) return undefined;
  const w = walks(ctx.state, holder, cells, difficultGround(ctx, holder), walkLimit(ctx, holder));
  return w.ends.length ? { distance, walks: w, budget: seal.rolls.budget } : undefined;
}

/** The sealed holders `who` can lift now: beside it, sealed with `lifted`, carried by no one. */
export function liftable(ctx: Ctx, who: Combatant): Combatant[] {
  const s = ctx.state;
  if (!s.board || !who.at || sealOf(ctx, who) || incapacitated(ctx.ruleset, who)) return [];
  return s.order
    .map((id) => s.combatants[id]!)
    .filter((t) => {
      const lifted = sealOf(ctx, t)?.lifted;
      if (!lifted || t.id === who.id || !t.at || t.carriedBy || t.status !== "standing") return false;
      return (who.budgets[lifted.budget] ?? 0) >= 1 && cellsApart(s.board, who.at!, t.at) <= 1;
    });
}

/** Those `who` carries now. */
export function carried(ctx: Ctx, who: Combatant): Combatant[] {
  return ctx.state.order.map((id) => ctx.state.combatants[id]!).filter((t) => t.carriedBy === who.id);
}

function drop(ctx: Ctx, holder: Combatant, what: "down" | "dropped"): void {
  const carrier = holder.carriedBy!;
  delete holder.carriedBy;
  emit(ctx, { t: "seal-carry", what, who: holder.id, carrier });
}

export const sealedMoves: CapabilityModule = {
  id: "sealed-moves",
  keys: ["sealed.rolls", "sealed.lifted"],
  adjustSpeed(ruleset, _state, who, s) {
    for (const c of who.conditions) if (ruleset.combat?.conditions?.find((d) => d.id === c.id)?.sealed) return 0;
    return s;
  },
  menu(ctx, who, out: Option[]) {
    const roll = rollReach(ctx, who);
    if (roll && (who.budgets[roll.budget] ?? 0) >= 1 && !incapacitated(ctx.ruleset, who))
      out.push({
        id: "sealed:roll",
        module: "sealed-moves",
        kind: "roll",
        label: "Roll the sphere",
        who: who.id,
        budget: roll.budget,
        cells: roll.walks.ends,
      });
    for (const t of liftable(ctx, who)) {
      const budget = sealOf(ctx, t)!.lifted!.budget;
      out.push({
        id: `sealed:lift:${t.id}`,
        module: "sealed-moves",
        kind: "standard",
        label: "Lift",
        who: who.id,
        budget,
        action: "lift",
        targets: { min: 1, max: 1, candidates: [t.id] },
      });
    }
    for (const t of carried(ctx, who))
      out.push({
        id: `sealed:down:${t.id}`,
        module: "sealed-moves",
        kind: "standard",
        label: "Put down",
        who: who.id,
        action: "put-down",
        targets: { min: 1, max: 1, candidates: [t.id] },
      });
  },
  take(ctx, who, option, choice) {
    if (option.kind === "roll") {
      const roll = rollReach(ctx, who)!;
      who.budgets[roll.budget] = (who.budgets[roll.budget] ?? 0) - 1;
      emit(ctx, { t: "budget", who: who.id, budget: roll.budget, change: -1 });
      emit(ctx, { t: "seal-roll", who: who.id, distance: roll.distance });
      const path = roll.walks.path(choice.at!);
      ctx.state.stack.push({
        kind: "move",
        mover: who.id,
        path,
        i: 0,
        cost: 0,
        asked: [],
        lent: { noOpportunity: true, untouchable: true },
      });
      return;
    }
    const t = combatant(ctx, choice.targets![0]!);
    if (option.kind === "standard" && option.action === "put-down") return drop(ctx, t, "down");
    const budget = sealOf(ctx, t)!.lifted!.budget;
    who.budgets[budget] = (who.budgets[budget] ?? 0) - 1;
    emit(ctx, { t: "budget", who: who.id, budget, change: -1 });
    t.carriedBy = who.id;
    emit(ctx, { t: "seal-carry", what: "lift", who: t.id, carrier: who.id });
  },
  // The holder follows its carrier into the cell the carrier leaves.
  onMoveStep(ctx, mover, from) {
    for (const t of carried(ctx, mover)) {
      if (!sealOf(ctx, t) || t.status !== "standing") drop(ctx, t, "dropped");
      else t.at = [from[0], from[1]];
    }
  },
  onConditionEnded(ctx, holder) {
    if (holder.carriedBy && !sealOf(ctx, holder)) drop(ctx, holder, "dropped");
  },
};
