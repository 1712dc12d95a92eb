// The Hide and Search standard actions (when `combat.standard` lists them), and a creature action with `search`.
// With `combat.hiding` (1.287) Hide rolls the ruleset's `stealth` check and hides its user, foe by foe, from every
// foe that does not see them clearly and whose passive Perception the total meets; each foe that later sees them
// clearly, or whose passive comes to exceed the total, or whose Search meets it, finds them. Without it, 5e's base
// approximation: one score, hidden from everyone, advantage for the hidden and disadvantage against them.

import type { CapabilityModule } from "../../combat/capability.js";
import { applyCondition, endCondition } from "../../combat/conditions.js";
import { type Ctx, emit } from "../../combat/context.js";
import { checkModifiers } from "../../combat/modifier-rolls.js";
import { rollWithMode } from "../../combat/rolls.js";
import { HIDDEN, HIDDEN_FROM, hiddenOf, hidingOf, sightOf } from "../../combat/seeing.js";
import { checkBonus, incapacitated } from "../../combat/stats.js";
import type { ActFrame, Combatant, StandardOption } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { CombatBlock } from "../../ruleset/combat.js";

/** `combat.hiding`: the two checks Hide and Search roll, the passive base and the light-obscurement penalty. */
export interface HidingDef {
  readonly stealth: string;
  readonly perception: string;
  readonly passive?: number;
  readonly lightly?: number;
  /** `combat.components` (1.179) whose use gives a hider away. */
  readonly noisy?: readonly string[];
}

declare module "../../ruleset/combat.js" {
  interface CombatBlock {
    readonly hiding?: HidingDef;
  }
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.287 (creature action): a Search and nothing else (the legendary Detect). */
    readonly search?: boolean;
  }
}

function rulesOf(ctx: Ctx): CombatBlock["hiding"] {
  return ctx.ruleset.combat?.hiding;
}

/** 10 + Perception: what an enemy notices without looking (the base approximation). */
export function passivePerception(ctx: Ctx, c: Combatant): number {
  return 10 + checkBonus(ctx.ruleset, ctx.state, c, "perception");
}

/** The passive Perception of `viewer` against `hider`: `passive` + its `perception` check, less `lightly` when
 * it sees the hider only in light obscurement. */
export function passiveAgainst(ctx: Ctx, rules: HidingDef, viewer: Combatant, hider: Combatant): number {
  const lightly = sightOf(ctx, viewer, hider) === "light" ? (rules.lightly ?? 5) : 0;
  return (rules.passive ?? 10) + checkBonus(ctx.ruleset, ctx.state, viewer, rules.perception) - lightly;
}

/** Foes of `who` still in the fight: the ones it can be hidden from. */
function foesOf(ctx: Ctx, who: Combatant): Combatant[] {
  return ctx.state.order
    .map((id) => ctx.state.combatants[id]!)
    .filter((e) => e.side !== who.side && e.status !== "dead" && e.status !== "fled");
}

/** Foes of `who` that do not see it clearly: the only ones Hide can work against. */
function unclear(ctx: Ctx, who: Combatant): Combatant[] {
  return foesOf(ctx, who).filter((e) => sightOf(ctx, e, who) !== "clear");
}

/** Enemies of `who` able to notice it now (the base approximation). */
function watchers(ctx: Ctx, who: Combatant): Combatant[] {
  return foesOf(ctx, who).filter((e) => !incapacitated(ctx.ruleset, e) && sightOf(ctx, e, who) !== "none");
}

function rollCheck(ctx: Ctx, who: Combatant, check: string, difficulty: number): number {
  const mods = checkModifiers(ctx, who, check);
  const bonus = checkBonus(ctx.ruleset, ctx.state, who, check) + mods.add;
  const r = rollWithMode(ctx, mods.advantages, mods.disadvantages, bonus, { who, kind: "checks", check });
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

function hide(ctx: Ctx, who: Combatant): void {
  const rules = rulesOf(ctx);
  if (rules) {
    hideFrom(ctx, rules, who);
    return;
  }
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

/** `combat.hiding`'s Hide: one roll, then hidden from each foe not seeing clearly whose passive the total meets. */
function hideFrom(ctx: Ctx, rules: HidingDef, who: Combatant): void {
  const against = unclear(ctx, who).map((e) => ({ e, passive: passiveAgainst(ctx, rules, e, who) }));
  const total = rollCheck(ctx, who, rules.stealth, Math.max(0, ...against.map((x) => x.passive)));
  const from = against.filter((x) => x.passive <= total).map((x) => x.e.id);
  const before = hidingOf(who);
  if (!from.length) {
    if (before) endCondition(ctx, who, before, "seen");
    return;
  }
  applyCondition(ctx, who, { condition: HIDDEN_FROM, duration: "instant" }, { why: "hide" });
  const cond = hidingOf(who)!;
  cond.score = total;
  cond.from = from;
}

/** `by` no longer has `hider` hidden from it; with no one left to hide from, the hiding ends. */
function found(ctx: Ctx, hider: Combatant, by: Combatant, why: "seen" | "noticed" | "search"): void {
  const cond = hidingOf(hider);
  if (!cond?.from?.includes(by.id)) return;
  cond.from = cond.from.filter((id) => id !== by.id);
  emit(ctx, { t: "found", who: hider.id, by: by.id, why });
  if (!cond.from.length) endCondition(ctx, hider, cond, why === "search" ? "found" : why);
}

/** A Search by `who`: with `combat.hiding` one `perception` roll against everyone hidden from it; otherwise a
 * Perception check against each hidden foe in its sight. */
export function search(ctx: Ctx, who: Combatant): void {
  const rules = rulesOf(ctx);
  if (rules) {
    const hiders = foesOf(ctx, who).filter((e) => hidingOf(e)?.from?.includes(who.id));
    if (!hiders.length) return;
    const total = rollCheck(ctx, who, rules.perception, Math.min(...hiders.map((e) => hidingOf(e)!.score ?? 0)));
    for (const e of hiders) if (total >= (hidingOf(e)!.score ?? 0)) found(ctx, e, who, "search");
    return;
  }
  for (const id of ctx.state.order) {
    const e = ctx.state.combatants[id]!;
    const hidden = ctx.state.combatants[id]!.conditions.find((x) => x.id === HIDDEN);
    if (!hidden || e.side === who.side || sightOf(ctx, who, e) === "none") continue;
    if (rollCheck(ctx, who, "perception", hidden.score ?? 0) >= (hidden.score ?? 0))
      endCondition(ctx, e, hidden, "found");
  }
}

/** Whether anyone `who` could find is hidden: Search is offered only then. */
export function anyHiddenFrom(ctx: Ctx, who: Combatant): boolean {
  if (rulesOf(ctx)) return foesOf(ctx, who).some((e) => hidingOf(e)?.from?.includes(who.id));
  return ctx.state.order.some((id) => {
    const e = ctx.state.combatants[id]!;
    return e.side !== who.side && e.conditions.some((x) => x.id === HIDDEN);
  });
}

/** Each foe that now sees a hider clearly, or whose passive now exceeds its total, finds it. */
function notice(ctx: Ctx): void {
  const rules = rulesOf(ctx);
  for (const id of ctx.state.order) {
    const c = ctx.state.combatants[id]!;
    if (rules) {
      const score = hidingOf(c)?.score ?? 0;
      for (const by of hidingOf(c)?.from ?? []) {
        const e = ctx.state.combatants[by]!;
        if (sightOf(ctx, e, c) === "clear") found(ctx, c, e, "seen");
        else if (passiveAgainst(ctx, rules, e, c) > score) found(ctx, c, e, "noticed");
      }
      continue;
    }
    const hidden = c.conditions.find((x) => x.id === HIDDEN);
    if (hidden && watchers(ctx, c).some((e) => passivePerception(ctx, e) >= (hidden.score ?? 0)))
      endCondition(ctx, c, hidden, "noticed");
  }
}

/** Ends `who`'s hiding for everyone: it attacked, made a contest, harmed someone or called for a save. */
export function giveAway(ctx: Ctx, who: Combatant): void {
  const hidden = hiddenOf(who);
  if (hidden) endCondition(ctx, who, hidden, "gave away");
}

/** Whether a use gives its user away. With `combat.hiding`: an attack, a save called for, harm done, or a
 * `noisy` component needed (what a lasting zone does on its own is not its caster acting). Otherwise also any
 * cost paid (casting). */
function givesAway(ctx: Ctx, act: ActFrame, use: UseDef): boolean {
  const attack = use.toHit !== undefined || use.m.attackRoll !== undefined || !!use.m.save;
  const rules = rulesOf(ctx);
  if (!rules) return attack || use.m.cost !== undefined;
  const noisy = use.m.components?.some((c) => rules.noisy?.includes(c)) ?? false;
  return !act.echo && (attack || noisy || Object.values(act.dealt).some((n) => n > 0));
}

export const hiding: CapabilityModule = {
  id: "hiding",
  keys: ["search", "components"],
  // A contest is an attack of its own kind: it gives a hidden actor away (1.287).
  onContest: (ctx, who) => giveAway(ctx, who),
  menu(ctx, who, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    const rules = rulesOf(ctx);
    for (const def of ctx.ruleset.combat?.standard ?? []) {
      if ((def.id !== "hide" && def.id !== "search") || (who.budgets[def.budget] ?? 0) < 1) continue;
      // Searching is offered only while some foe is hidden from the searcher; with `combat.hiding`, hiding only
      // while some foe does not see the hider clearly (no board: no one can hide).
      if (def.id === "search" && !anyHiddenFrom(ctx, who)) continue;
      if (def.id === "hide" && rules && !unclear(ctx, who).length) continue;
      out.push({
        id: `std:${def.id}@${def.budget}`,
        module: "hiding",
        kind: "standard",
        label: def.label,
        who: who.id,
        budget: def.budget,
        action: def.id,
      });
    }
  },
  offer(ctx, who, use) {
    if (use.m.search && !anyHiddenFrom(ctx, who)) return "no one is hidden from it";
    return undefined;
  },
  take(ctx, who, option) {
    const action = (option as StandardOption).action as "hide" | "search";
    spend(ctx, who, option.budget!, action);
    if (action === "hide") hide(ctx, who);
    else search(ctx, who);
  },
  onUseEnd(ctx, act, use) {
    const actor = ctx.state.combatants[act.actor]!;
    if (use.m.search && !act.echo) search(ctx, actor);
    if (givesAway(ctx, act, use)) giveAway(ctx, actor);
    // What a use changed (a wall, a fog, someone pushed) may let a foe see a hider clearly.
    if (rulesOf(ctx)) notice(ctx);
  },
  onMoveStep(ctx) {
    notice(ctx);
  },
};
