// The Hide and Search standard actions (when `combat.standard` lists them), as 5e's base rules: a Stealth check
// whose total is the hider's score, hidden only while no enemy who sees them has a passive Perception (10 +
// Perception) at least that high. Hidden, its attacks have advantage and attacks against it disadvantage; it
// stops being hidden once it attacks or casts, or an enemy finds it (a Search, or noticing it on a step).
import { remembered } from "../board/geometry.js";
import type { CapabilityModule } from "../capability.js";
import { applyCondition, endCondition } from "../conditions.js";
import { type Ctx, emit } from "../context.js";
import { sumModifiers } from "../modifier-rolls.js";
import { rollWithMode } from "../rolls.js";
import { checkBonus, incapacitated } from "../stats.js";
import type { ActiveCondition, Combatant } from "../types.js";
import type { UseDef } from "../uses.js";

export const HIDDEN = "std:hidden";

/** 10 + Perception: what an enemy notices without looking. */
export function passivePerception(ctx: Ctx, c: Combatant): number {
  return 10 + checkBonus(ctx.ruleset, ctx.state, c, "perception");
}

/** Whether `a` can see `b`: a clear line on a board; without one, everyone standing is in plain view. */
export function canSee(ctx: Ctx, a: Combatant, b: Combatant): boolean {
  if (!ctx.state.board || !a.at || !b.at) return true;
  const [from, to] = [a.at, b.at];
  return remembered(ctx.state, `sees ${from.join(",")} ${to.join(",")}`, (board) =>
    board.sees({ x: from[0], y: from[1] }, { x: to[0], y: to[1] }),
  );
}

/** Enemies of `who` able to notice it now. */
function watchers(ctx: Ctx, who: Combatant): Combatant[] {
  return ctx.state.order
    .map((id) => ctx.state.combatants[id]!)
    .filter((e) => e.side !== who.side && !incapacitated(ctx.ruleset, e) && canSee(ctx, e, who));
}

export function hiddenOf(c: Combatant): ActiveCondition | undefined {
  return c.conditions.find((x) => x.id === HIDDEN);
}

function rollCheck(ctx: Ctx, who: Combatant, check: string, difficulty: number): number {
  const mods = sumModifiers(ctx, who, "checks");
  const bonus = checkBonus(ctx.ruleset, ctx.state, who, check) + mods.add;
  const r = rollWithMode(ctx, mods.advantages, mods.disadvantages, bonus);
  emit(ctx, {
    t: "check",
    who: who.id,
    check,
    d20: { rolls: r.rolls, mode: r.mode, natural: r.natural },
    bonus,
    total: r.total,
    difficulty,
    success: r.total >= difficulty,
  });
  return r.total;
}

function spend(ctx: Ctx, who: Combatant, budget: string, action: string): void {
  who.budgets[budget] = (who.budgets[budget] ?? 0) - 1;
  emit(ctx, { t: "standard", who: who.id, action, budget });
}

function hide(ctx: Ctx, who: Combatant, budget: string): void {
  spend(ctx, who, budget, "hide");
  const difficulty = Math.max(0, ...watchers(ctx, who).map((e) => passivePerception(ctx, e)));
  const total = rollCheck(ctx, who, "stealth", difficulty);
  const before = hiddenOf(who);
  if (total < difficulty) {
    if (before) endCondition(ctx, who, before, "seen");
    return;
  }
  applyCondition(ctx, who, { condition: HIDDEN, duration: "instant" }, { why: "hide" });
  hiddenOf(who)!.score = total;
}

function search(ctx: Ctx, who: Combatant, budget: string): void {
  spend(ctx, who, budget, "search");
  for (const id of ctx.state.order) {
    const e = ctx.state.combatants[id]!;
    const hidden = hiddenOf(e);
    if (!hidden || e.side === who.side || !canSee(ctx, who, e)) continue;
    if (rollCheck(ctx, who, "perception", hidden.score ?? 0) >= (hidden.score ?? 0))
      endCondition(ctx, e, hidden, "found");
  }
}

/** Those hidden from an enemy who sees them and whose passive Perception reaches their score are noticed. */
function notice(ctx: Ctx): void {
  for (const id of ctx.state.order) {
    const c = ctx.state.combatants[id]!;
    const hidden = hiddenOf(c);
    if (!hidden) continue;
    if (watchers(ctx, c).some((e) => passivePerception(ctx, e) >= (hidden.score ?? 0)))
      endCondition(ctx, c, hidden, "noticed");
  }
}

/** Attacking or casting gives a hider away: an attack roll, a save forced on others, or a cost paid. */
function givesAway(use: UseDef): boolean {
  return use.toHit !== undefined || use.m.attackRoll !== undefined || !!use.m.save || use.m.cost !== undefined;
}

const ACTIONS = { hide, search } as const;

export const hiding: CapabilityModule = {
  id: "hiding",
  keys: [],
  menu(ctx, who, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    for (const def of ctx.ruleset.combat?.standard ?? []) {
      if ((def.id !== "hide" && def.id !== "search") || (who.budgets[def.budget] ?? 0) < 1) continue;
      // Searching is offered only while some enemy is hidden.
      if (def.id === "search" && !ctx.state.order.some((id) => isHiddenFoe(ctx, who, id))) continue;
      out.push({
        id: `std:${def.id}@${def.budget}`,
        module: "hiding",
        kind: "standard",
        label: def.label,
        who: who.id,
        budget: def.budget,
      });
    }
  },
  take(ctx, who, option) {
    const [action, budget] = option.id.slice(4).split("@") as [keyof typeof ACTIONS, string];
    ACTIONS[action](ctx, who, budget);
  },
  onUseEnd(ctx, act, use) {
    const actor = ctx.state.combatants[act.actor]!;
    const hidden = hiddenOf(actor);
    if (hidden && givesAway(use)) endCondition(ctx, actor, hidden, "gave away");
  },
  onMoveStep(ctx) {
    notice(ctx);
  },
};

function isHiddenFoe(ctx: Ctx, who: Combatant, id: string): boolean {
  const e = ctx.state.combatants[id]!;
  return e.side !== who.side && !!hiddenOf(e);
}
