// Checks (`check`): the user rolls one of `combat.checks` (or a skill) against a difficulty instead of an attack.
import type { CapabilityModule } from "../capability.js";
import { combatant, emit } from "../context.js";
import { rollWithMode } from "../rolls.js";
import { abilityModifier, readValue, skillBonus } from "../source.js";
import { sourceOf } from "../stats.js";

export const check: CapabilityModule = {
  id: "check",
  keys: ["check"],
  decide(ctx, act, use) {
    const c = use.m.check;
    if (!c) return undefined;
    const user = combatant(ctx, act.actor);
    const src = sourceOf(ctx.ruleset, ctx.state, user);
    const def = ctx.ruleset.combat?.checks?.find((x) => x.id === c.check);
    const bonus = def?.skillMod
      ? skillBonus(src, def.skillMod)
      : def?.ability
        ? abilityModifier(src, def.ability)
        : skillBonus(src, c.check);
    const difficulty = c.difficulty === undefined ? 10 : readValue(src, c.difficulty);
    const r = rollWithMode(ctx, 0, 0, bonus);
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
