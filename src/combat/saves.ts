// A save made by a combatant against a difficulty, with the modes, flat numbers and dice its modifiers give.
import { type Ctx, emit } from "./context.js";
import { sumModifiers } from "./modifier-rolls.js";
import { modulesWith } from "./registry.js";
import { rollWithMode } from "./rolls.js";
import { saveBonus } from "./stats.js";
import type { Combatant } from "./types.js";

export function rollSave(ctx: Ctx, who: Combatant, save: string, difficulty: number, why: string, extra = 0): boolean {
  const mods = sumModifiers(ctx, who, "saves", (m) => !m.saves || m.saves.includes(save));
  const bonus = saveBonus(ctx.ruleset, ctx.state, who, save) + extra + mods.add;
  const r = rollWithMode(ctx, mods.advantages, mods.disadvantages, bonus);
  const success = r.total >= difficulty;
  emit(ctx, {
    t: "save",
    who: who.id,
    save,
    d20: { rolls: r.rolls, mode: r.mode, natural: r.natural },
    bonus,
    total: r.total,
    difficulty,
    success,
    why,
  });
  if (success) return true;
  // A module may turn the failure into a success (Legendary Resistance), logging why after the save.
  for (const m of modulesWith("onSaveFailed")) if (m.onSaveFailed!(ctx, who, save)) return true;
  return false;
}
