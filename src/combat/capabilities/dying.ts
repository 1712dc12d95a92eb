// The ruleset's dying rule (`combat.dying`): a sheet at 0 rolls a save at the start of each turn; enough
// successes make it stable, enough failures kill it; damage at 0 counts as failures (two on a critical hit).
// Where a package replaces falling (Held Ground, 1.323) death is withheld: the felled lie stable (no turns, so no death saves) and harm adds no failures.
import type { CapabilityModule } from "../capability.js";
import { emit } from "../context.js";
import { applyHealing, die, fallsReplaced, massive } from "../damage.js";
import { rollWithMode } from "../rolls.js";

export const dying: CapabilityModule = {
  id: "dying",
  keys: [],
  onTurnStart(ctx, who) {
    const rule = ctx.ruleset.combat?.dying;
    if (!rule || who.status !== "dying") return;
    const r = rollWithMode(ctx, 0, 0, 0, { who, kind: "saves" });
    const critical = rule.criticals !== false;
    if (critical && r.natural === 20) {
      emit(ctx, {
        t: "death-save",
        who: who.id,
        d20: { rolls: r.rolls, mode: r.mode, natural: r.natural },
        success: true,
        ...who.death,
      });
      applyHealing(ctx, who, 1, who.id);
      return;
    }
    const success = r.natural >= rule.difficulty;
    if (success) who.death.successes++;
    else who.death.failures += critical && r.natural === 1 ? 2 : 1;
    emit(ctx, {
      t: "death-save",
      who: who.id,
      d20: { rolls: r.rolls, mode: r.mode, natural: r.natural },
      success,
      ...who.death,
    });
    if (who.death.failures >= rule.failures) die(ctx, who);
    else if (who.death.successes >= rule.successes) {
      who.status = "stable";
      emit(ctx, { t: "stable", who: who.id });
    }
  },
  onDamage(ctx, target, damage) {
    const rule = ctx.ruleset.combat?.dying;
    if (!rule || !damage.atZero || fallsReplaced(ctx)) return;
    if (target.status !== "dying" && target.status !== "stable") return;
    // Massive damage at 0: a blow at least the health maximum kills outright.
    if (massive(ctx) && damage.lost >= target.maxHp) {
      die(ctx, target, "massive");
      return;
    }
    if (rule.damageFails === false) return;
    target.status = "dying";
    target.death.failures += damage.critical ? 2 : 1;
    if (target.death.failures >= rule.failures) die(ctx, target);
  },
};
