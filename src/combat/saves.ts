// A save made by a combatant against a difficulty, with the modes and flat modifiers its conditions give.
import { type Ctx, emit } from "./context.js";
import { rollWithMode } from "./rolls.js";
import { modifiers, saveBonus } from "./stats.js";
import type { Combatant } from "./types.js";

export function rollSave(ctx: Ctx, who: Combatant, save: string, difficulty: number, why: string, extra = 0): boolean {
  let adv = 0;
  let dis = 0;
  let bonus = saveBonus(ctx.ruleset, ctx.state, who, save) + extra;
  for (const m of modifiers(ctx.ruleset, who, "saves")) {
    if (m.saves && !m.saves.includes(save)) continue;
    if (m.mode === "advantage") adv++;
    if (m.mode === "disadvantage") dis++;
    bonus += m.flat ?? 0;
  }
  const r = rollWithMode(ctx, adv, dis, bonus);
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
  return success;
}
