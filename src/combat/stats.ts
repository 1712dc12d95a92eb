// The numbers of a combatant as the fight reads them now: defense, speed, save bonuses, with the effects and
// modifiers of the conditions it holds.
import type { CreatureDef } from "../ruleset/catalog.js";
import type { CombatConditionDef, ModifierDef } from "../ruleset/combat.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { itemCondition } from "./capabilities/item-effects.js";
import { levelCondition } from "./capabilities/levels.js";
import { findEntry } from "./entries.js";
import { capabilitiesOf } from "./registry.js";
import { isSealedCombatant } from "./sealed.js";
import { abilityModifier, creatureSource, readValue, sheetSource, skillBonus, type ValueSource } from "./source.js";
import type { ActiveCondition, Combatant, CombatState } from "./types.js";
import type { UseDef } from "./uses.js";

/** Conditions the standard actions give; named with a colon so no ruleset id can clash with them. */
export const BUILTIN_CONDITIONS: Readonly<Record<string, CombatConditionDef>> = {
  "std:dodging": { id: "std:dodging", label: "Dodging", effects: ["attacks-against-disadvantage"] },
  "std:disengaged": { id: "std:disengaged", label: "Disengaged", effects: ["no-opportunity"] },
  "std:helped": { id: "std:helped", label: "Helped", effects: ["attacks-advantage"] },
  "std:hidden": { id: "std:hidden", label: "Hidden", effects: ["attacks-advantage", "attacks-against-disadvantage"] },
  "std:readied": { id: "std:readied", label: "Readied" },
  // 1.287: hidden from some foes; what being unseen does is sight's (`combat.sight.unseenAttacks`), not its own.
  "std:hidden-from": { id: "std:hidden-from", label: "Hidden" },
};

// Rulesets are never changed once loaded: a condition's definition is looked up (or made, for levels and items)
// once per ruleset and id.
const defs = new WeakMap<RulesetDoc, Map<string, CombatConditionDef | null>>();

/** Whether a condition held is in force now: neither out of sight of its source nor suppressed by another. */
export function heldInForce(cond: ActiveCondition): boolean {
  return !cond.suppressed && !cond.suppressedBy?.length;
}

export function conditionDef(ruleset: RulesetDoc, id: string): CombatConditionDef | undefined {
  const builtin = BUILTIN_CONDITIONS[id];
  if (builtin) return builtin;
  let byId = defs.get(ruleset);
  if (!byId) {
    byId = new Map();
    defs.set(ruleset, byId);
  }
  let def = byId.get(id);
  if (def === undefined) {
    def =
      ruleset.combat?.conditions?.find((c) => c.id === id) ?? levelCondition(ruleset, id) ?? itemCondition(ruleset, id);
    def ??= null;
    byId.set(id, def);
  }
  return def ?? undefined;
}

interface InForce {
  readonly ruleset: RulesetDoc;
  readonly ids: ReadonlySet<string>;
  readonly effects: ReadonlySet<string>;
  /** Modifiers by what they modify, as asked. */
  readonly modifiers: Map<ModifierDef["to"], readonly ModifierDef[]>;
  defense?: { readonly defense: number; readonly adjusted: number };
  speed?: number;
}

/** The conditions in force on a sealed combatant, kept as long as it lives (it never changes). */
const inForce = new WeakMap<Combatant, InForce>();

function inForceOf(ruleset: RulesetDoc, c: Combatant): InForce {
  const seen = inForce.get(c);
  if (seen?.ruleset === ruleset) return seen;
  const ids = workOutIds(ruleset, c);
  const effects = new Set<string>();
  for (const id of ids) for (const e of conditionDef(ruleset, id)?.effects ?? []) effects.add(e);
  const out = { ruleset, ids, effects, modifiers: new Map() };
  if (isSealedCombatant(c)) inForce.set(c, out);
  return out;
}

/** Every condition in force on a combatant, with those they include (paralyzed brings incapacitated). Read only. */
export function conditionIds(ruleset: RulesetDoc, c: Combatant): ReadonlySet<string> {
  return isSealedCombatant(c) ? inForceOf(ruleset, c).ids : workOutIds(ruleset, c);
}

/** No condition at all: most combatants most of the time, answered without building anything. */
const NONE: ReadonlySet<string> = new Set();

function workOutIds(ruleset: RulesetDoc, c: Combatant): ReadonlySet<string> {
  if (!c.conditions.length && !c.levels?.length && !c.itemEffects?.length) return NONE;
  const out = new Set<string>();
  const add = (id: string, depth: number) => {
    if (out.has(id) || depth > 8) return;
    out.add(id);
    for (const inc of conditionDef(ruleset, id)?.includes ?? []) add(inc, depth + 1);
  };
  for (const cond of c.conditions) if (heldInForce(cond)) add(cond.id, 0);
  for (const id of c.levels ?? []) add(id, 0);
  for (const id of c.itemEffects ?? []) add(id, 0);
  return out;
}

export function hasEffect(ruleset: RulesetDoc, c: Combatant, effect: string): boolean {
  if (isSealedCombatant(c)) return inForceOf(ruleset, c).effects.has(effect);
  for (const id of workOutIds(ruleset, c)) if (conditionDef(ruleset, id)?.effects?.includes(effect)) return true;
  return false;
}

/** The modifiers `to` something of the conditions in force on a combatant. Read only. */
export function modifiers(ruleset: RulesetDoc, c: Combatant, to: ModifierDef["to"]): readonly ModifierDef[] {
  if (!isSealedCombatant(c)) return workOutModifiers(ruleset, workOutIds(ruleset, c), to);
  const f = inForceOf(ruleset, c);
  let list = f.modifiers.get(to);
  if (!list) {
    list = workOutModifiers(ruleset, f.ids, to);
    f.modifiers.set(to, list);
  }
  return list;
}

function workOutModifiers(ruleset: RulesetDoc, ids: ReadonlySet<string>, to: ModifierDef["to"]): ModifierDef[] {
  const out: ModifierDef[] = [];
  for (const id of ids) for (const m of conditionDef(ruleset, id)?.modifiers ?? []) if (m.to === to) out.push(m);
  return out;
}

/** A combatant that cannot act or react (incapacitated, or not standing). */
export function incapacitated(ruleset: RulesetDoc, c: Combatant): boolean {
  return c.status !== "standing" || hasEffect(ruleset, c, "incapacitated");
}

/** The stat block `c` fights with now: the form it has taken on (extension point "shapes", 1.392), else its own. */
export function creatureOf(ruleset: RulesetDoc, c: Combatant): CreatureDef | undefined {
  const form = formOf(ruleset, c);
  return form ? (findEntry(ruleset, form) as CreatureDef | undefined) : ownCreatureOf(ruleset, c);
}

/** A creature's own stat block, whatever form it has taken on; none for a sheet. */
export function ownCreatureOf(ruleset: RulesetDoc, c: Combatant): CreatureDef | undefined {
  return c.creature ? (findEntry(ruleset, c.creature) as CreatureDef | undefined) : undefined;
}

/** The form `c` has taken on (extension point "shapes"), if any. */
export function formOf(ruleset: RulesetDoc, c: Combatant): string | undefined {
  // Asked for every stat read: a combatant holding nothing has taken on no form.
  if (!c.conditions.length) return undefined;
  for (const m of capabilitiesOf(ruleset).modulesWith("formOf")) {
    const form = m.formOf!(ruleset, c);
    if (form) return form;
  }
  return undefined;
}

/** What `c`'s values are read from: its own sheet, or its own stat block (a form taken on changes neither). */
export function sourceOf(ruleset: RulesetDoc, state: CombatState, c: Combatant): ValueSource {
  const creature = ownCreatureOf(ruleset, c);
  if (creature) return creatureSource(ruleset, creature);
  return sheetSource(ruleset, state.sheets[c.id]!);
}

/** What `c`'s saves and checks are read from: the form it has taken on, else what its values are read from. */
function numbersSourceOf(ruleset: RulesetDoc, state: CombatState, c: Combatant): ValueSource {
  const form = formOf(ruleset, c);
  const creature = form ? (findEntry(ruleset, form) as CreatureDef | undefined) : undefined;
  return creature ? creatureSource(ruleset, creature) : sourceOf(ruleset, state, c);
}

/** Extension point "shape numbers": a save's or check's bonus as the packages leave it while `c` holds a form. */
function formNumber(
  ruleset: RulesetDoc,
  state: CombatState,
  c: Combatant,
  kind: "save" | "check",
  id: string,
  bonus: number,
): number {
  if (!formOf(ruleset, c)) return bonus;
  for (const m of capabilitiesOf(ruleset).modulesWith("formBonus"))
    bonus = m.formBonus!(ruleset, state, c, kind, id, bonus);
  return bonus;
}

export function baseDefense(ruleset: RulesetDoc, state: CombatState, c: Combatant): number {
  const creature = creatureOf(ruleset, c);
  if (creature) return creature.defense;
  const def = ruleset.combat?.defense;
  return def === undefined ? 10 : readValue(sourceOf(ruleset, state, c), def);
}

export function defense(ruleset: RulesetDoc, state: CombatState, c: Combatant): number {
  return defenseOf(ruleset, state, c).defense;
}

/** The defense before cover, and by how much the packages' adjustments (a floor, 1.406) moved it. */
export function defenseOf(
  ruleset: RulesetDoc,
  state: CombatState,
  c: Combatant,
): { readonly defense: number; readonly adjusted: number } {
  // A sealed combatant belongs to one state that never changes: its defense is read once.
  if (isSealedCombatant(c)) {
    const f = inForceOf(ruleset, c);
    f.defense ??= workOutDefense(ruleset, state, c);
    return f.defense;
  }
  return workOutDefense(ruleset, state, c);
}

function workOutDefense(
  ruleset: RulesetDoc,
  state: CombatState,
  c: Combatant,
): { readonly defense: number; readonly adjusted: number } {
  let d = baseDefense(ruleset, state, c);
  for (const m of modifiers(ruleset, c, "defense")) d += m.flat ?? 0;
  const before = d;
  for (const m of capabilitiesOf(ruleset).modulesWith("adjustDefense")) d = m.adjustDefense!(ruleset, state, c, d);
  return { defense: d, adjusted: d - before };
}

export function speed(ruleset: RulesetDoc, state: CombatState, c: Combatant): number {
  if (isSealedCombatant(c)) {
    const f = inForceOf(ruleset, c);
    f.speed ??= workOutSpeed(ruleset, state, c);
    return f.speed;
  }
  return workOutSpeed(ruleset, state, c);
}

function workOutSpeed(ruleset: RulesetDoc, state: CombatState, c: Combatant): number {
  if (hasEffect(ruleset, c, "speed-zero")) return 0;
  const creature = creatureOf(ruleset, c);
  let s: number;
  if (creature) s = creature.speed["walk"] ?? Object.values(creature.speed)[0] ?? 0;
  else {
    const def = ruleset.combat?.speed;
    s = def === undefined ? 30 : readValue(sourceOf(ruleset, state, c), def);
  }
  for (const m of modifiers(ruleset, c, "speed")) s += m.flat ?? 0;
  for (const m of capabilitiesOf(ruleset).modulesWith("adjustSpeed")) s = m.adjustSpeed!(ruleset, state, c, s);
  return Math.max(0, s);
}

/** The bonus of a save (or any skill-like check) by id. */
export function saveBonus(ruleset: RulesetDoc, state: CombatState, c: Combatant, save: string): number {
  return formNumber(ruleset, state, c, "save", save, skillBonus(numbersSourceOf(ruleset, state, c), save));
}

/** The attack source (`combat.attacks`) for a use's catalog. */
function attackSource(ruleset: RulesetDoc, use: UseDef) {
  return use.catalog ? ruleset.combat?.attacks?.find((a) => a.catalogs?.includes(use.catalog!)) : undefined;
}

/** 1.181: a spellcasting creature's own numbers for the catalog entries it uses (1.236: its spellcasting numbers). */
function casterNumbers(ruleset: RulesetDoc, c: Combatant, use: UseDef) {
  return use.origin === "entry" ? ownCreatureOf(ruleset, c)?.spellcasting : undefined;
}

/** Extension point "use numbers": what a module reads from the user's sheet for this use (1.269), if any. */
function sheetNumbers(ruleset: RulesetDoc, state: CombatState, c: Combatant, use: UseDef) {
  for (const m of capabilitiesOf(ruleset).modulesWith("useNumbers")) {
    const found = m.useNumbers!(ruleset, state, c, use);
    if (found) return found;
  }
  return undefined;
}

/** The attack bonus of a use for its user. */
export function attackBonus(ruleset: RulesetDoc, state: CombatState, c: Combatant, use: UseDef): number {
  if (use.toHit !== undefined) return use.toHit;
  const roll = use.m.attackRoll;
  const src = sourceOf(ruleset, state, c);
  if (typeof roll === "object") return readValue(src, roll.bonus);
  const sheet = sheetNumbers(ruleset, state, c, use)?.toHit;
  if (sheet !== undefined) return sheet;
  const caster = casterNumbers(ruleset, c, use)?.toHit;
  if (caster !== undefined) return caster;
  const value = attackSource(ruleset, use)?.toHit;
  return value === undefined ? 0 : readValue(src, value);
}

/** The difficulty of a use's save: its own, or its user's for the use's catalog, or 10. */
export function saveDifficulty(ruleset: RulesetDoc, state: CombatState, c: Combatant, use: UseDef): number {
  let dc = ownSaveDifficulty(ruleset, state, c, use);
  // Extension point "save difficulty": what the user holds may move it (1.328).
  for (const m of capabilitiesOf(ruleset).modulesWith("adjustSaveDifficulty"))
    dc = m.adjustSaveDifficulty!(ruleset, state, c, dc);
  return dc;
}

function ownSaveDifficulty(ruleset: RulesetDoc, state: CombatState, c: Combatant, use: UseDef): number {
  const own = use.m.save?.difficulty;
  const src = sourceOf(ruleset, state, c);
  if (own !== undefined) return readValue(src, own);
  const sheet = sheetNumbers(ruleset, state, c, use)?.difficulty;
  if (sheet !== undefined) return sheet;
  const caster = casterNumbers(ruleset, c, use)?.difficulty;
  if (caster !== undefined) return caster;
  const value = attackSource(ruleset, use)?.difficulty;
  return value === undefined ? 10 : readValue(src, value);
}

/** The bonus of a `check` (one of `combat.checks`, or a skill by id) for its user. */
export function checkBonus(ruleset: RulesetDoc, state: CombatState, c: Combatant, check: string): number {
  // 1.287: a creature reads a combat check from its own `checks` when it lists it.
  const own = creatureOf(ruleset, c)?.checks?.[check];
  let bonus = formNumber(ruleset, state, c, "check", check, own ?? ownCheckBonus(ruleset, state, c, check));
  if (own !== undefined) return bonus;
  // Extension point "check bonus": what the sheet adds to some checks (1.419).
  for (const m of capabilitiesOf(ruleset).modulesWith("adjustCheckBonus"))
    bonus = m.adjustCheckBonus!(ruleset, state, c, check, bonus);
  return bonus;
}

function ownCheckBonus(ruleset: RulesetDoc, state: CombatState, c: Combatant, check: string): number {
  const src = numbersSourceOf(ruleset, state, c);
  const def = ruleset.combat?.checks?.find((x) => x.id === check);
  if (def?.skillMod) return skillBonus(src, def.skillMod);
  if (def?.ability) return abilityModifier(src, def.ability);
  return skillBonus(src, check);
}

/** The difficulty a use's `check` must reach: its own Value read for its user, else 10. */
export function checkDifficulty(ruleset: RulesetDoc, state: CombatState, c: Combatant, use: UseDef): number {
  const value = use.m.check?.difficulty;
  return value === undefined ? 10 : readValue(sourceOf(ruleset, state, c), value);
}
