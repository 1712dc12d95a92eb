// Contests against a fixed number (1.193): the actor rolls the best of its `attacker` checks and wins on reaching
// `difficulty` (no defender rolls). Made on a foe, an ally or anyone, the actor included (`targets`), within reach on
// a board; only on one holding a condition (`targetHolds`) or dying and not yet stable (`targetDying`). Winning
// applies and ends conditions, pushes, and stabilizes a dying target (`onWin.stabilizes`): the DC 15 Medicine check
// that ends a sword of wounding's wounds, the DC 10 check that saves the dying.
import { cellsApart } from "../../combat/board/grid.js";
import { opposeCheck, rescueCheck, rollBest } from "../../combat/capabilities/contests.js";
import { reachCells } from "../../combat/capabilities/movement.js";
import { pushAway } from "../../combat/capabilities/push.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { applyCondition, endCondition } from "../../combat/conditions.js";
import { type Ctx, combatant, emit } from "../../combat/context.js";
import { fire } from "../../combat/hooks.js";
import { hiddenFrom } from "../../combat/seeing.js";
import { conditionIds, incapacitated } from "../../combat/stats.js";
import type { Combatant, StandardOption } from "../../combat/types.js";
import type { FixedContestDef } from "./def.js";

/** A contest this package offers: a fixed difficulty, not an escape (1.174) nor a pull (1.407). */
export function isFixed(def: FixedContestDef): boolean {
  return def.difficulty !== undefined && !def.defender?.length && !def.from && !(def as { pulls?: boolean }).pulls;
}

export function fixedContest(ctx: Pick<Ctx, "ruleset">, id: string | undefined): FixedContestDef | undefined {
  const def = ctx.ruleset.combat?.contests?.find((c) => c.id === id) as FixedContestDef | undefined;
  return def && isFixed(def) ? def : undefined;
}

/** Whether `target` is one the contest can be made on, reach and sight aside. */
export function fits(ctx: Ctx, who: Combatant, target: Combatant, def: FixedContestDef): boolean {
  const whom = def.targets ?? "enemy";
  if (
    target.id === who.id
      ? whom !== "any"
      : whom === "enemy"
        ? target.side === who.side
        : whom === "ally" && target.side !== who.side
  )
    return false;
  if (def.targetDying) {
    if (target.status !== "dying") return false;
  } else if (
    target.status !== "standing" &&
    (whom === "enemy" || (target.status !== "dying" && target.status !== "stable"))
  )
    // A foe is reached standing, as in every contest; an ally or anyone also while down (a wounded ally dying).
    return false;
  if (def.targetHolds !== undefined && !conditionIds(ctx.ruleset, target).has(def.targetHolds)) return false;
  return true;
}

/** Those the contest can be made on now: fitting, within reach on a board, not hidden from the actor. */
function candidates(ctx: Ctx, who: Combatant, def: FixedContestDef): string[] {
  const s = ctx.state;
  const reach = s.board && who.at ? reachCells(ctx, who) : Number.POSITIVE_INFINITY;
  return s.order.filter((id) => {
    const t = s.combatants[id]!;
    if (!fits(ctx, who, t, def)) return false;
    if (t.id === who.id) return true;
    if (t.side !== who.side && hiddenFrom(t, who)) return false;
    return !s.board || !who.at || !t.at || cellsApart(s.board, who.at, t.at) <= reach;
  });
}

function win(ctx: Ctx, who: Combatant, target: Combatant, def: FixedContestDef): void {
  for (const applied of def.onWin.applies ?? []) applyCondition(ctx, target, applied, { source: who, why: def.id });
  for (const end of def.onWin.ends ?? []) {
    const holder = end.on === "self" ? who : target;
    for (const cond of holder.conditions.filter((c) => c.id === end.condition)) endCondition(ctx, holder, cond, def.id);
  }
  if (def.onWin.push && target.id !== who.id) pushAway(ctx, who, target, def.onWin.push);
  if (def.onWin.stabilizes && target.status === "dying") {
    target.status = "stable";
    target.death = { successes: 0, failures: 0 };
    emit(ctx, { t: "stable", who: target.id });
  }
}

export const fixedContests: CapabilityModule = {
  id: "fixed-contests",
  keys: ["difficulty", "targets", "targetHolds", "targetDying", "onWin.stabilizes"],
  menu(ctx, who, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    for (const def of (ctx.ruleset.combat?.contests ?? []) as FixedContestDef[]) {
      if (!isFixed(def) || (who.budgets[def.budget] ?? 0) < 1) continue;
      const targets = candidates(ctx, who, def);
      if (!targets.length) continue;
      out.push({
        id: `contest:${def.id}@${def.budget}`,
        module: "fixed-contests",
        kind: "standard",
        label: def.label,
        who: who.id,
        budget: def.budget,
        targets: { min: 1, max: 1, candidates: targets },
        action: def.id,
      });
    }
  },
  take(ctx, who, option, choice) {
    const def = fixedContest(ctx, (option as StandardOption).action)!;
    who.budgets[def.budget] = (who.budgets[def.budget] ?? 0) - 1;
    emit(ctx, { t: "budget", who: who.id, budget: def.budget, change: -1 });
    const target = combatant(ctx, choice.targets![0]!);
    const difficulty = def.difficulty!;
    const attacker = opposeCheck(ctx, who, rollBest(ctx, who, def.attacker), difficulty);
    let won = attacker.total >= difficulty;
    emit(ctx, { t: "fixed-contest", who: who.id, target: target.id, contest: def.id, attacker, difficulty, won });
    // 1.249: a check that fell short may be rescued by what the actor holds.
    if (!won) won = rescueCheck(ctx, who, attacker, def.attacker, difficulty);
    // Made on a foe it is an attack of its own kind (a hidden actor is given away, 1.287); on a friend it is not.
    if (target.side !== who.side) fire("onContest", ctx, who, target, won);
    if (won) win(ctx, who, target, def);
  },
};
