// Contests (`combat.contests`): an action that rolls the best of the actor's `attacker` checks against the best
// of the target's `defender` checks (5e's grapple and shove). The actor wins only by beating the target's total;
// a tie leaves things as they were. Winning applies conditions, ends conditions and pushes the target away.

import type { ContestDef } from "../../ruleset/combat.js";
import { cellsApart } from "../board/grid.js";
import type { CapabilityModule } from "../capability.js";
import { applyCondition, endCondition } from "../conditions.js";
import { type Ctx, combatant, emit } from "../context.js";
import type { ContestRoll } from "../events.js";
import { fire } from "../hooks.js";
import { checkModifiers } from "../modifier-rolls.js";
import { opposeRoll, rescueRoll, rollWithMode } from "../rolls.js";
import { hiddenFrom } from "../seeing.js";
import { checkBonus, incapacitated } from "../stats.js";
import type { Combatant, StandardOption } from "../types.js";
import { reachCells } from "./movement.js";
import { pushAway } from "./push.js";

/**
 * The check of `checks` with the highest bonus for `who` (the first on a tie), rolled once with the holder's
 * `checks` modifiers (their mode, flat and dice), as every other check of the fight.
 */
export function rollBest(ctx: Ctx, who: Combatant, checks: readonly string[]): ContestRoll {
  let best = checks[0]!;
  let bonus = checkBonus(ctx.ruleset, ctx.state, who, best);
  for (const c of checks.slice(1)) {
    const b = checkBonus(ctx.ruleset, ctx.state, who, c);
    if (b > bonus) [best, bonus] = [c, b];
  }
  const mods = checkModifiers(ctx, who, best);
  bonus += mods.add;
  const r = rollWithMode(ctx, mods.advantages, mods.disadvantages, bonus, { who, kind: "checks", check: best });
  return { check: best, d20: { rolls: r.rolls, mode: r.mode, natural: r.natural }, bonus, total: r.total };
}

/**
 * 1.257: `who`'s check, reaching `against`, as the other side leaves it (extension point "rolls opposed"); the same
 * roll when nothing lowers it.
 */
export function opposeCheck(ctx: Ctx, who: Combatant, roll: ContestRoll, against: number): ContestRoll {
  if (roll.total < against) return roll;
  const total = opposeRoll(
    ctx,
    { who, kind: "checks", check: roll.check },
    { natural: roll.d20.natural, total: roll.total, against },
  );
  return total === roll.total ? roll : { ...roll, total };
}

/**
 * 1.257: the check of the side that wins a contest (the actor beating the target's total, the target matching the
 * actor's) as the other side leaves it, before the contest is logged: the two rolls as they then stand.
 */
export function opposeContest(
  ctx: Ctx,
  actor: { who: Combatant; roll: ContestRoll },
  other: { who: Combatant; roll: ContestRoll },
): [ContestRoll, ContestRoll] {
  if (actor.roll.total > other.roll.total)
    return [opposeCheck(ctx, actor.who, actor.roll, other.roll.total + 1), other.roll];
  return [actor.roll, opposeCheck(ctx, other.who, other.roll, actor.roll.total)];
}

/**
 * 1.249: `who`'s check (the best of `checks`), short of `difficulty`, may be rescued by what it holds. Whether it now
 * reaches it.
 */
export function rescueCheck(
  ctx: Ctx,
  who: Combatant,
  roll: ContestRoll,
  checks: readonly string[],
  difficulty: number,
): boolean {
  const rescued = rescueRoll(
    ctx,
    { who, kind: "checks", check: roll.check },
    {
      natural: roll.d20.natural,
      total: roll.total,
      against: difficulty,
      reroll: () => {
        const again = rollBest(ctx, who, checks);
        return { natural: again.d20.natural, total: again.total };
      },
    },
  );
  return !!rescued?.success;
}

/**
 * 1.249: the side whose check fell short may be rescued by what it holds, after the contest is logged: the actor
 * needs to beat the target's total, the target to match the actor's (a tie holds). Whether the actor wins now.
 */
export function rescueContest(
  ctx: Ctx,
  actor: { who: Combatant; roll: ContestRoll; checks: readonly string[] },
  other: { who: Combatant; roll: ContestRoll; checks: readonly string[] },
  won: boolean,
): boolean {
  const [short, against] = won ? [other, actor.roll.total] : [actor, other.roll.total + 1];
  return rescueCheck(ctx, short.who, short.roll, short.checks, against) ? !won : won;
}

/** Standing foes the contest can be made on: within reach on a board, anyone standing without one. */
function candidates(ctx: Ctx, who: Combatant): string[] {
  const s = ctx.state;
  const reach = s.board && who.at ? reachCells(ctx, who) : Number.POSITIVE_INFINITY;
  return s.order.filter((id) => {
    const t = s.combatants[id]!;
    if (t.side === who.side || t.status !== "standing" || hiddenFrom(t, who)) return false;
    return !s.board || !who.at || !t.at || cellsApart(s.board, who.at, t.at) <= reach;
  });
}

function contestOf(ctx: Ctx, id: string): ContestDef {
  const def = ctx.ruleset.combat?.contests?.find((c) => c.id === id);
  if (!def) throw new Error(`no contest ${JSON.stringify(id)}`);
  return def;
}

function win(ctx: Ctx, who: Combatant, target: Combatant, def: ContestDef): void {
  for (const applied of def.onWin.applies ?? []) applyCondition(ctx, target, applied, { source: who, why: def.id });
  for (const end of def.onWin.ends ?? []) {
    const holder = end.on === "self" ? who : target;
    for (const cond of holder.conditions.filter((c) => c.id === end.condition)) endCondition(ctx, holder, cond, def.id);
  }
  if (def.onWin.push) pushAway(ctx, who, target, def.onWin.push);
}

export const contests: CapabilityModule = {
  id: "contests",
  keys: ["contests", "defender"],
  menu(ctx, who, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    for (const def of ctx.ruleset.combat?.contests ?? []) {
      // Escapes (`from`), fixed difficulties and pulls belong to later sections: only the opposed base form here.
      if (!def.defender?.length || def.from || (who.budgets[def.budget] ?? 0) < 1) continue;
      const targets = candidates(ctx, who);
      if (!targets.length) continue;
      out.push({
        id: `contest:${def.id}@${def.budget}`,
        module: "contests",
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
    const def = contestOf(ctx, (option as StandardOption).action!);
    who.budgets[def.budget] = (who.budgets[def.budget] ?? 0) - 1;
    emit(ctx, { t: "budget", who: who.id, budget: def.budget, change: -1 });
    const target = combatant(ctx, choice.targets![0]!);
    const [attacker, defender] = opposeContest(
      ctx,
      { who, roll: rollBest(ctx, who, def.attacker) },
      { who: target, roll: rollBest(ctx, target, def.defender!) },
    );
    const rolled = attacker.total > defender.total;
    emit(ctx, { t: "contest", who: who.id, target: target.id, contest: def.id, attacker, defender, won: rolled });
    const won = rescueContest(
      ctx,
      { who, roll: attacker, checks: def.attacker },
      { who: target, roll: defender, checks: def.defender! },
      rolled,
    );
    // A contest is an attack of its own kind (a hidden actor is given away, 1.287).
    fire("onContest", ctx, who, target, won);
    if (won) win(ctx, who, target, def);
  },
};
