// A save made by a combatant against a difficulty, with the modes, flat numbers and dice its modifiers give.
import type { SaveAgainst } from "./capability.js";
import { type Ctx, emit } from "./context.js";
import { sumModifiers } from "./modifier-rolls.js";
import { modulesWith } from "./registry.js";
import { rescueRoll, rollWithMode } from "./rolls.js";
import { saveBonus } from "./stats.js";
import type { Combatant } from "./types.js";

export type { SaveAgainst } from "./capability.js";

export interface SaveRoll {
  readonly success: boolean;
  readonly total: number;
}

/** A save with its total (a failure by some margin can matter, 1.268); `lean` adds one more mode (1.268). */
export function rollSaveTotal(
  ctx: Ctx,
  who: Combatant,
  save: string,
  difficulty: number,
  why: string,
  extra = 0,
  lean?: "advantage" | "disadvantage",
  against: SaveAgainst = {},
): SaveRoll {
  const keepers = modulesWith(ctx, "keepsSaveModifier");
  const mods = sumModifiers(
    ctx,
    who,
    "saves",
    (m) => (!m.saves || m.saves.includes(save)) && keepers.every((k) => k.keepsSaveModifier!(ctx, who, m, against)),
  );
  const bonus = saveBonus(ctx.ruleset, ctx.state, who, save) + extra + mods.add;
  let advantages = mods.advantages + (lean === "advantage" ? 1 : 0);
  let disadvantages = mods.disadvantages + (lean === "disadvantage" ? 1 : 0);
  // Extension point "save modes": a mode a module gives this save (1.253: Heightened's disadvantage).
  for (const m of modulesWith(ctx, "saveMode")) {
    const mode = m.saveMode!(ctx, who, save, against);
    if (mode === "advantage") advantages++;
    else if (mode === "disadvantage") disadvantages++;
  }
  const roller = { who, kind: "saves", save } as const;
  const r = rollWithMode(ctx, advantages, disadvantages, bonus, roller);
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
  if (success) return { success, total: r.total };
  // What the saver holds may rescue the roll (1.249: a held-back die, a reroll), logging it after the save.
  const rescued = rescueRoll(ctx, roller, {
    natural: r.natural,
    total: r.total,
    against: difficulty,
    reroll: () => rollWithMode(ctx, advantages, disadvantages, bonus, roller),
  });
  if (rescued?.success) return { success: true, total: rescued.total };
  const total = rescued?.total ?? r.total;
  // A module may turn the failure into a success (Legendary Resistance), logging why after the save.
  for (const m of modulesWith(ctx, "onSaveFailed"))
    if (m.onSaveFailed!(ctx, who, save)) return { success: true, total };
  return { success: false, total };
}

export function rollSave(
  ctx: Ctx,
  who: Combatant,
  save: string,
  difficulty: number,
  why: string,
  extra = 0,
  against: SaveAgainst = {},
): boolean {
  return rollSaveTotal(ctx, who, save, difficulty, why, extra, undefined, against).success;
}
