// Evaluates the Value forms of the ruleset format against one sheet.
import type { SaveDef, SkillDef } from "../ruleset/index.js";
import type { ItemStatRef, Value } from "../ruleset/value.js";
import { abilityMod, abilityScore } from "./abilities.js";
import type { SheetContext } from "./context.js";
import { reject } from "./errors.js";
import { heldItems } from "./items.js";

/** A field's value: the sheet's own, else the definition's default. */
export function fieldValue(ctx: SheetContext, id: string, path = ""): number | string | boolean {
  const def = ctx.doc.sheet.fields?.find((f) => f.id === id);
  const own = ctx.sheet.fields?.[id];
  if (own !== undefined) return own;
  if (def?.default !== undefined) return def.default;
  if (!def) return reject("unknown-field", `no field ${JSON.stringify(id)} in the sheet definition`, path);
  return reject("missing-field", `the sheet has no value for field ${id}`, `fields.${id}`);
}

export function numericField(ctx: SheetContext, id: string, path = ""): number {
  const value = fieldValue(ctx, id, path);
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value !== "number") reject("not-a-number", `field ${id} holds text, not a number`, `fields.${id}`);
  return value;
}

export function derivedValue(ctx: SheetContext, id: string, path = ""): number {
  const cached = ctx.derived.get(id);
  if (cached !== undefined) return cached;
  const index = ctx.doc.sheet.derived?.findIndex((d) => d.id === id) ?? -1;
  if (index < 0) return reject("unknown-derived", `no derived value ${JSON.stringify(id)}`, path);
  if (ctx.stack.includes(id)) {
    const cycle = [...ctx.stack.slice(ctx.stack.indexOf(id)), id].join(" -> ");
    return reject(
      "derived-cycle",
      `derived values read each other in a cycle: ${cycle}`,
      `sheet.derived[${index}].value`,
    );
  }
  ctx.stack.push(id);
  try {
    const value = evaluate(ctx, ctx.doc.sheet.derived![index].value, `sheet.derived[${index}].value`);
    ctx.derived.set(id, value);
    return value;
  } finally {
    ctx.stack.pop();
  }
}

/** 1.337: a stat read from the items a sheet wears (`worn`), carries unworn (`carried`) or either (`any`). */
export function itemStat(ctx: SheetContext, ref: ItemStatRef): number {
  const from = ref.from ?? "any";
  const values = heldItems(ctx.doc, ctx.sheet)
    .filter((h) => (from === "any" ? true : from === "worn" ? h.stack.worn === true : h.stack.worn !== true))
    .map((h) => h.def.stats?.[ref.stat])
    .filter((v): v is number => typeof v === "number");
  if (values.length === 0) return ref.default ?? 0;
  switch (ref.pick ?? "max") {
    case "min":
      return Math.min(...values);
    case "sum":
      return values.reduce((a, b) => a + b, 0);
    case "first":
      return values[0];
    default:
      return Math.max(...values);
  }
}

/** The row of a threshold table the value reaches last; the first row when it reaches none. */
export function tableRow<T>(table: readonly (readonly [number, T])[], at: number): T {
  let picked = table[0][1];
  for (const [threshold, value] of table) if (at >= threshold) picked = value;
  return picked;
}

export function evaluate(ctx: SheetContext, value: Value, path: string): number {
  if (typeof value === "number") return value;
  if (!value || typeof value !== "object") return reject("bad-value", `not a value: ${JSON.stringify(value)}`, path);
  if ("const" in value) return value.const;
  if ("field" in value) return numericField(ctx, value.field, path);
  if ("derived" in value) return derivedValue(ctx, value.derived, path);
  if ("abilityMod" in value) return abilityMod(ctx, value.abilityMod, path);
  if ("abilityScore" in value) return abilityScore(ctx, value.abilityScore, path);
  if ("abilityModFromField" in value) {
    const ability = fieldValue(ctx, value.abilityModFromField, path);
    if (typeof ability !== "string")
      reject("not-an-ability", `field ${value.abilityModFromField} names no ability`, path);
    return abilityMod(ctx, ability, path);
  }
  if ("skillMod" in value) return skillMod(ctx, value.skillMod, path);
  if ("itemStat" in value) return itemStat(ctx, value.itemStat);
  if ("sum" in value) return value.sum.reduce((a: number, v, i) => a + evaluate(ctx, v, `${path}.sum[${i}]`), 0);
  if ("max" in value) return Math.max(...value.max.map((v, i) => evaluate(ctx, v, `${path}.max[${i}]`)));
  if ("min" in value) return Math.min(...value.min.map((v, i) => evaluate(ctx, v, `${path}.min[${i}]`)));
  if ("times" in value) return evaluate(ctx, value.times[0], `${path}.times[0]`) * value.times[1];
  if ("half" in value) {
    const whole = evaluate(ctx, value.half, `${path}.half`) / 2;
    return value.round === "up" ? Math.ceil(whole) : Math.floor(whole);
  }
  if ("table" in value) {
    if (value.table.length === 0) return reject("bad-value", "a table needs at least one row", `${path}.table`);
    return tableRow(value.table, evaluate(ctx, value.from, `${path}.from`));
  }
  return reject("bad-value", `unknown value form ${JSON.stringify(Object.keys(value))}`, path);
}

// Skill and save modifiers: ability modifier + tier × proficiency bonus, or the untrained `add` at the first
// tier. Here beside `evaluate`: the bonus is itself a value, and a value may name a skill modifier.
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
