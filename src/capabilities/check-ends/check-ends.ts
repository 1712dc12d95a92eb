// 1.313: a condition applied with `checkEnds` can be ended by its holder: spending its standard budget, it makes
// that `combat.checks` check against the difficulty (option `check-ends:<condition>`, kind `standard`, action
// `check-ends`, `about` the condition), and a success ends it. A creature passing `passes` succeeds without rolling.
// With a dismissal's `while` and `turns`, that is the way out of a Maze: the dismissal brings it back where it was.
import type { CapabilityModule } from "../../combat/capability.js";
import { endCondition } from "../../combat/conditions.js";
import { type Ctx, emit } from "../../combat/context.js";
import { checkModifiers } from "../../combat/modifier-rolls.js";
import { rescueRoll, rollWithMode } from "../../combat/rolls.js";
import { rules } from "../../combat/rules.js";
import { checkBonus, conditionDef } from "../../combat/stats.js";
import { passesTest } from "../../combat/target-test.js";
import type { ActiveCondition, Combatant, Option } from "../../combat/types.js";
import type { CheckEndsDef } from "./def.js";
import "./def.js";

export const optionId = (condition: string) => `check-ends:${condition}`;

/** Whether `who` passes without rolling. */
export function passesWithoutRoll(ctx: Ctx, who: Combatant, def: CheckEndsDef): boolean {
  return !!def.passes?.types && passesTest(ctx.ruleset, who, { types: def.passes.types });
}

/** The check rolled against the difficulty, logged, rescues included: whether it succeeds. */
function rollCheck(ctx: Ctx, who: Combatant, def: CheckEndsDef): boolean {
  const mods = checkModifiers(ctx, who, def.check);
  const bonus = checkBonus(ctx.ruleset, ctx.state, who, def.check) + mods.add;
  const roller = { who, kind: "checks", check: def.check } as const;
  const r = rollWithMode(ctx, mods.advantages, mods.disadvantages, bonus, roller);
  const success = r.total >= def.difficulty;
  emit(ctx, {
    t: "check",
    who: who.id,
    check: def.check,
    d20: { rolls: r.rolls, mode: r.mode, natural: r.natural },
    bonus,
    total: r.total,
    difficulty: def.difficulty,
    success,
  });
  if (success) return true;
  const rescued = rescueRoll(ctx, roller, {
    natural: r.natural,
    total: r.total,
    against: def.difficulty,
    reroll: () => rollWithMode(ctx, mods.advantages, mods.disadvantages, bonus, roller),
  });
  return !!rescued?.success;
}

/** The held conditions `who` may try to end this way, one option each. */
function checkOptions(ctx: Ctx, who: Combatant): Option[] {
  const main = rules(ctx.ruleset).main;
  if ((who.budgets[main] ?? 0) < 1) return [];
  const out: Option[] = [];
  for (const cond of who.conditions) {
    if (!cond.checkEnds || out.some((o) => o.id === optionId(cond.id))) continue;
    const label = conditionDef(ctx.ruleset, cond.id)?.label ?? cond.id;
    const check = ctx.ruleset.combat?.checks?.find((c) => c.id === cond.checkEnds!.check);
    out.push({
      id: optionId(cond.id),
      module: "check-ends",
      kind: "standard",
      label: `End ${label} (${check?.label ?? cond.checkEnds.check} check)`,
      who: who.id,
      budget: main,
      action: "check-ends",
      about: cond.id,
    } as Option);
  }
  return out;
}

function held(who: Combatant, id: string): ActiveCondition | undefined {
  return who.conditions.find((c) => c.id === id && c.checkEnds);
}

export const checkEnds: CapabilityModule = {
  id: "check-ends",
  keys: ["checkEnds"],
  onConditionApplied(_ctx, _who, cond, applied) {
    if (applied?.checkEnds) cond.checkEnds = applied.checkEnds;
  },
  menu(ctx, who, out) {
    out.push(...checkOptions(ctx, who));
  },
  take(ctx, who, option) {
    const about = (option as { about?: string }).about!;
    const cond = held(who, about);
    if (!cond) return;
    const budget = option.budget!;
    who.budgets[budget] = (who.budgets[budget] ?? 0) - 1;
    emit(ctx, { t: "budget", who: who.id, budget, change: -1 });
    const def = cond.checkEnds!;
    if (passesWithoutRoll(ctx, who, def)) {
      emit(ctx, { t: "check-passed", who: who.id, condition: cond.id, check: def.check });
      endCondition(ctx, who, cond, "check");
    } else if (rollCheck(ctx, who, def)) endCondition(ctx, who, cond, "check");
  },
};
