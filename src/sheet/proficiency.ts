// Skill and save modifiers: ability modifier + tier × proficiency bonus, or the untrained `add` at the first tier.
import type { SaveDef, SkillDef } from "../ruleset/index.js";
import { abilityMod } from "./abilities.js";
import type { SheetContext } from "./context.js";
import { reject } from "./errors.js";
import { evaluate } from "./value.js";

export function proficiencyBonus(ctx: SheetContext): number {
  const bonus = ctx.doc.sheet.proficiency?.bonus;
  return bonus === undefined ? 0 : evaluate(ctx, bonus, "sheet.proficiency.bonus");
}

export function skillOrSave(
  ctx: SheetContext,
  id: string,
): { def: SkillDef | SaveDef; kind: "skill" | "save" } | undefined {
  const skill = ctx.doc.sheet.skills?.find((s) => s.id === id);
  if (skill) return { def: skill, kind: "skill" };
  const save = ctx.doc.sheet.saves?.find((s) => s.id === id);
  return save ? { def: save, kind: "save" } : undefined;
}

/** The tier index a skill or save is held at (0, untrained, when the sheet does not say). */
export function tierIndex(ctx: SheetContext, id: string): number {
  const tiers = ctx.doc.sheet.proficiency?.tiers ?? [];
  const held = ctx.sheet.proficiencies?.[id];
  if (held === undefined) return 0;
  const index = tiers.findIndex((t) => t.id === held);
  if (index < 0) reject("unknown-tier", `no proficiency tier ${JSON.stringify(held)}`, `proficiencies.${id}`);
  return index;
}

export function skillMod(ctx: SheetContext, id: string, path = ""): number {
  const found = skillOrSave(ctx, id);
  if (!found) return reject("unknown-skill", `no skill or save ${JSON.stringify(id)} in the sheet definition`, path);
  const tiers = ctx.doc.sheet.proficiency?.tiers ?? [];
  const index = tierIndex(ctx, id);
  const base = abilityMod(ctx, found.def.ability, path);
  if (index === 0) {
    const add = found.def.untrained ? evaluate(ctx, found.def.untrained.add, `${found.kind}s.${id}.untrained.add`) : 0;
    return base + (tiers[0]?.times ?? 0) * proficiencyBonus(ctx) + add;
  }
  return base + tiers[index].times * proficiencyBonus(ctx);
}
