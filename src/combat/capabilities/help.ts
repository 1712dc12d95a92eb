// The Help standard action (when `combat.standard` lists `help`): the helper gives an ally advantage on its next
// attack (5e's Help). On a board the helper needs a standing foe within its reach, the one the ally is helped
// against. The advantage lasts until the start of the helper's next turn and ends with the ally's first attack.
import { cellsApart } from "../board/grid.js";
import type { CapabilityModule } from "../capability.js";
import { applyCondition, endCondition } from "../conditions.js";
import { combatant, emit } from "../context.js";
import { incapacitated } from "../stats.js";
import { reachCells } from "./movement.js";

export const HELPED = "std:helped";

export const help: CapabilityModule = {
  id: "help",
  keys: [],
  menu(ctx, who, out) {
    const def = ctx.ruleset.combat?.standard?.find((d) => d.id === "help");
    if (!def || (who.budgets[def.budget] ?? 0) < 1 || incapacitated(ctx.ruleset, who)) return;
    const s = ctx.state;
    const all = s.order.map((id) => s.combatants[id]!);
    if (s.board && who.at) {
      const reach = reachCells(ctx, who);
      const near = all.some(
        (e) => e.side !== who.side && e.status === "standing" && e.at && cellsApart(s.board, who.at!, e.at) <= reach,
      );
      if (!near) return;
    }
    const allies = all
      .filter((a) => a.side === who.side && a.id !== who.id && a.status === "standing")
      .map((a) => a.id);
    if (!allies.length) return;
    out.push({
      id: `std:help@${def.budget}`,
      module: "help",
      kind: "standard",
      label: def.label,
      who: who.id,
      budget: def.budget,
      targets: { min: 1, max: 1, candidates: allies },
      action: "help",
    });
  },
  take(ctx, who, option, choice) {
    const budget = option.budget!;
    who.budgets[budget] = (who.budgets[budget] ?? 0) - 1;
    emit(ctx, { t: "standard", who: who.id, action: "help", budget });
    const ally = combatant(ctx, choice.targets![0]!);
    applyCondition(
      ctx,
      ally,
      { condition: HELPED, duration: { rounds: 1, of: "source", at: "turn-start" } },
      { source: who, why: "help" },
    );
  },
  onUseEnd(ctx, act, use) {
    if (use.m.autoHit || (use.m.attackRoll === undefined && use.toHit === undefined)) return;
    const actor = combatant(ctx, act.actor);
    const helped = actor.conditions.find((c) => c.id === HELPED);
    if (helped) endCondition(ctx, actor, helped, "attacked");
  },
};
