// Checks (`check`): the user rolls one of `combat.checks` (or a skill) against a difficulty instead of an attack.
import type { CapabilityModule } from "../capability.js";
import { combatant, emit } from "../context.js";
import { sumModifiers } from "../modifier-rolls.js";
import { rollWithMode } from "../rolls.js";
import { checkBonus, checkDifficulty } from "../stats.js";

export const check: CapabilityModule = {
  id: "check",
  keys: ["check"],
  decide(ctx, act, use) {
    const c = use.m.check;
    if (!c) return undefined;
    const user = combatant(ctx, act.actor);
    const mods = sumModifiers(ctx, user, "checks");
    const bonus = checkBonus(ctx.ruleset, ctx.state, user, c.check) + mods.add;
    const difficulty = checkDifficulty(ctx.ruleset, ctx.state, user, use);
    const r = rollWithMode(ctx, mods.advantages, mods.disadvantages, bonus, {
      who: user,
      kind: "checks",
      check: c.check,
    });
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
    return { lands: success };
  },
};
