// Shapeshifting (1.392): a condition with `shape`, applied by a form's mode, makes its holder take on that form.
// The form's stat block then answers for the holder's defense, speed, senses, size, traits, saves and checks
// (extension point "shapes"), and its actions replace the holder's own but those `keeps` names (extension point
// "extra uses"); `keepsSaves` and `keepsChecks` keep the holder's own numbers (extension point "shape numbers").
// With `health: "form"` the form has its stat block's health over the holder's own: a drop to 0 ends the shape and
// what is left of the blow carries on to the holder (extension point "health layers"). However the condition ends
// (its time, a concentration, a cure, a revert by choice), the holder's own health comes back.
import type { CapabilityModule, Ctx } from "../../combat/capability.js";
import { endCondition } from "../../combat/conditions.js";
import { combatant, emit } from "../../combat/context.js";
import { rules } from "../../combat/rules.js";
import { averageHealth } from "../../combat/setup.js";
import { abilityModifier, creatureSource, proficiencyBonus, sheetSource, skillBonus } from "../../combat/source.js";
import { conditionDef, heldInForce, incapacitated, sourceOf } from "../../combat/stats.js";
import type { ActiveCondition, Combatant, CombatState, StandardOption } from "../../combat/types.js";
import { creatureUsesOf, type UseDef, usesOf } from "../../combat/uses.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { ShapeDef } from "./def.js";
import { creatureAt, formUses, keptBy, narrowToLevel } from "./forms.js";

declare module "../../combat/types.js" {
  interface ActiveCondition {
    /** 1.392: the form its holder has taken on (`<catalog>/<entry>`). */
    form?: string;
    /** 1.392 `health: "form"`: the holder's own health and maximum, given back when the form goes. */
    own?: { hp: number; maxHp: number };
  }
  interface OptionBase {
    /** 1.392: the shape condition a revert ends. */
    readonly revert?: string;
  }
}

const DROPPED = "dropped";

// Uses depend on the sheet or stat block alone, whose lists are built once a fight (uses.ts): so are their modes, and
// the uses a form gives with what it keeps.
const moded = new WeakMap<readonly UseDef[], readonly UseDef[]>();
const shaped = new WeakMap<readonly UseDef[], Map<string, readonly UseDef[]>>();
const REVERTED = "reverted";

export function shapeOf(ruleset: RulesetDoc, cond: ActiveCondition): ShapeDef | undefined {
  return conditionDef(ruleset, cond.id)?.shape;
}

/** The shape condition `c` holds in force, with a form taken on. */
export function shapeHeld(c: Combatant): ActiveCondition | undefined {
  for (const cond of c.conditions) if (cond.form && heldInForce(cond)) return cond;
  return undefined;
}

const formName = (ruleset: RulesetDoc, form: string) => creatureAt(ruleset, form)?.name ?? form;

/** The form the use applying `cond` names: the mode its source chose. */
function formApplied(ctx: Ctx, cond: ActiveCondition): string | undefined {
  if (!cond.by || !cond.source) return undefined;
  const source = ctx.state.combatants[cond.source];
  return source ? usesOf(ctx.ruleset, ctx.state, source).find((u) => u.id === cond.by)?.form : undefined;
}

/** Puts the holder's own health back as the shape goes. */
function restore(who: Combatant, cond: ActiveCondition): void {
  if (!cond.own) return;
  who.maxHp = cond.own.maxHp;
  who.hp = Math.min(cond.own.hp, cond.own.maxHp);
}

/** A check's bonus as the holder's own sheet or stat block gives it (`keepsChecks`). */
function ownCheck(ruleset: RulesetDoc, state: CombatState, who: Combatant, check: string): number {
  const src = sourceOf(ruleset, state, who);
  const def = ruleset.combat?.checks?.find((x) => x.id === check);
  if (def?.skillMod) return skillBonus(src, def.skillMod);
  if (def?.ability) return abilityModifier(src, def.ability);
  return skillBonus(src, check);
}

/** The skill or save a save or check of `kind` reads on a sheet: a save itself, a combat check's `skillMod`, a skill. */
function skillRead(ruleset: RulesetDoc, kind: "save" | "check", id: string): string | undefined {
  if (kind === "save") return id;
  const def = ruleset.combat?.checks?.find((x) => x.id === id);
  return def ? def.skillMod : id;
}

/** 1.404 `betterOf`: for a save or check the holder's sheet is proficient in, the better of the form's number and
 * the form's ability modifier plus the holder's proficiency bonus, as many times as its tier says (expertise twice). */
function betterOf(
  ruleset: RulesetDoc,
  state: CombatState,
  who: Combatant,
  form: string,
  kind: "save" | "check",
  id: string,
  bonus: number,
): number {
  const sheet = state.sheets[who.id];
  const skill = skillRead(ruleset, kind, id);
  const creature = creatureAt(ruleset, form);
  if (who.creature || !sheet || !skill || !creature) return bonus;
  const def = ruleset.sheet.skills?.find((x) => x.id === skill) ?? ruleset.sheet.saves?.find((x) => x.id === skill);
  const held = sheet.proficiencies?.[skill];
  const times = ruleset.sheet.proficiency?.tiers?.find((t) => t.id === held)?.times ?? 0;
  if (!def || times <= 0) return bonus;
  const own = sheetSource(ruleset, sheet);
  const better = abilityModifier(creatureSource(ruleset, creature), def.ability) + times * proficiencyBonus(own);
  return Math.max(bonus, better);
}

export const shapes: CapabilityModule = {
  id: "shapes",
  keys: ["forms", "shape"],
  // Extension point "extra uses": a shapeshift's modes in place of it, and the form's actions in place of the
  // holder's own while it has one.
  moreUses(ruleset, state, who, uses) {
    let listed = uses;
    if (uses.some((u) => u.m.forms)) {
      // The lists a sheet or stat block gives are built once a fight: so are their modes.
      listed = moded.get(uses) ?? uses.flatMap((u) => (u.m.forms && !u.form ? formUses(ruleset, state, who, u) : [u]));
      moded.set(uses, listed);
    }
    const cond = shapeHeld(who);
    if (!cond) return listed;
    const key = `${cond.id} ${cond.form}`;
    let byShape = shaped.get(listed);
    if (!byShape) {
      byShape = new Map();
      shaped.set(listed, byShape);
    }
    let out = byShape.get(key);
    if (!out) {
      const keeps = shapeOf(ruleset, cond)?.keeps ?? [];
      const kept = keeps.length ? listed.filter((u) => keptBy(u, keeps)) : [];
      out = [...creatureUsesOf(ruleset, state, cond.form!), ...kept];
      byShape.set(key, out);
    }
    return out;
  },
  narrow(ctx, _who, use, candidates) {
    return narrowToLevel(ctx, use, candidates);
  },
  formOf(_ruleset, c) {
    return shapeHeld(c)?.form;
  },
  formBonus(ruleset, state, who, kind, id, bonus) {
    const cond = shapeHeld(who);
    const shape = cond && shapeOf(ruleset, cond);
    if (!shape) return bonus;
    if (kind === "save" && shape.keepsSaves?.includes(id)) return skillBonus(sourceOf(ruleset, state, who), id);
    if (kind === "check" && shape.keepsChecks?.includes(id)) return ownCheck(ruleset, state, who, id);
    return shape.betterOf ? betterOf(ruleset, state, who, cond.form!, kind, id, bonus) : bonus;
  },
  shapeCondition(ctx, _target, cond) {
    if (!shapeOf(ctx.ruleset, cond)) return;
    const form = formApplied(ctx, cond);
    if (form) cond.form = form;
  },
  // The same shape from the same mode again: the holder's own health is still the one kept before.
  renewCondition(_ctx, _holder, before, after) {
    if (before.own && after.form) after.own = before.own;
  },
  onConditionApplied(ctx, who, cond) {
    if (!cond.form) return;
    // A new shape replaces the one in force.
    for (const other of who.conditions.filter((c) => c !== cond && c.form)) endCondition(ctx, who, other, "replaced");
    const creature = creatureAt(ctx.ruleset, cond.form);
    const health = shapeOf(ctx.ruleset, cond)?.health ?? "form";
    let hp: number | undefined;
    if (health === "form" && creature) {
      cond.own ??= { hp: who.hp, maxHp: who.maxHp };
      hp = averageHealth(creature.health);
      who.hp = hp;
      who.maxHp = hp;
    }
    emit(ctx, {
      t: "shapeshift",
      who: who.id,
      form: cond.form,
      name: formName(ctx.ruleset, cond.form),
      ...(hp !== undefined ? { hp } : {}),
    });
  },
  onConditionEnded(ctx, who, cond, why) {
    if (!cond.form || why === DROPPED) return;
    restore(who, cond);
    emit(ctx, {
      t: "shape-ends",
      who: who.id,
      form: cond.form,
      name: formName(ctx.ruleset, cond.form),
      why,
      hp: who.hp,
    });
  },
  // Extension point "health layers": the form's health is gone; the holder's own comes back, less what is left over.
  shedsLayer(ctx, target, over) {
    const cond = shapeHeld(target);
    if (!cond?.own) return undefined;
    endCondition(ctx, target, cond, DROPPED);
    restore(target, cond);
    const form = cond.form!;
    emit(ctx, {
      t: "shape-ends",
      who: target.id,
      form,
      name: formName(ctx.ruleset, form),
      why: DROPPED,
      carried: over,
      hp: Math.max(0, target.hp - over),
    });
    return over;
  },
  // 1.392 `revert`: back to its own form by spending that budget.
  menu(ctx, who, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    const cond = shapeHeld(who);
    const budget = cond && shapeOf(ctx.ruleset, cond)?.revert;
    if (!budget || (who.budgets[budget] ?? 0) < 1) return;
    out.push({
      id: `revert:${cond.id}`,
      module: "shapes",
      kind: "standard",
      action: "revert",
      label: `Revert from ${formName(ctx.ruleset, cond.form!)}`,
      who: who.id,
      budget,
      revert: cond.id,
    });
  },
  take(ctx, who, option) {
    const holder = combatant(ctx, who.id);
    const cond = holder.conditions.find((c) => c.id === (option as StandardOption).revert && c.form);
    if (!cond) return;
    const budget = option.budget!;
    holder.budgets[budget] = (holder.budgets[budget] ?? 0) - 1;
    emit(ctx, { t: "budget", who: holder.id, budget, change: -1 });
    endCondition(ctx, holder, cond, REVERTED);
  },
  // The sheet keeps the holder's own health: a form does not outlast the fight.
  settleSheet(ruleset, _state, who, sheet) {
    const cond = who.conditions.find((c) => c.form);
    if (!cond) return sheet;
    const health = rules(ruleset).healthPool;
    const pools = { ...sheet.live?.pools };
    if (health !== undefined && cond.own) pools[health] = Math.max(0, cond.own.hp);
    const conditions = (sheet.live?.conditions ?? []).filter((id) => !shapeOf(ruleset, { id }));
    return { ...sheet, live: { ...sheet.live, pools, conditions } };
  },
};
