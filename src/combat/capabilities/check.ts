// Checks (`check`): the user rolls one of `combat.checks` (or a skill) against a difficulty instead of an attack.
import type { CapabilityModule } from "../capability.js";
import { combatant, emit } from "../context.js";
import { checkModifiers } from "../modifier-rolls.js";
import { opposeRoll, rescueRoll, rollWithMode } from "../rolls.js";
import { checkBonus, checkDifficulty } from "../stats.js";

export const check: CapabilityModule = {
  id: "check",
  keys: ["check"],
  decide(ctx, act, use) {
    const c = use.m.check;
    if (!c) return undefined;
    const user = combatant(ctx, act.actor);
    const mods = checkModifiers(ctx, user, c.check);
    const bonus = checkBonus(ctx.ruleset, ctx.state, user, c.check) + mods.add;
    const difficulty = checkDifficulty(ctx.ruleset, ctx.state, user, use);
    const roller = { who: user, kind: "checks", check: c.check } as const;
    const rolled = rollWithMode(ctx, mods.advantages, mods.disadvantages, bonus, roller);
    // What the other side holds may lower a check that succeeds (1.257), before it is logged.
    const r = {
      ...rolled,
      total: opposeRoll(ctx, roller, { natural: rolled.natural, total: rolled.total, against: difficulty }),
    };
    const success = r.total >= difficulty;
    emit(ctx, {
      t: "check",
      who: user.id,
      check: c.check,
      d20: { rolls: r.rolls, mode: r.mode, natural: r.natural },
      bonus,
      total: r.total,
      difficulty,
      success,
    });
    if (success) return { lands: true };
    // What the user holds may rescue the check (1.249), logged after it.
    const rescued = rescueRoll(ctx, roller, {
      natural: r.natural,
      total: r.total,
      against: difficulty,
      reroll: () => rollWithMode(ctx, mods.advantages, mods.disadvantages, bonus, roller),
    });
    return { lands: !!rescued?.success };
  },
};
