// What a combatant holds under the engine's own `combat.drawing`: two hands, the weapons in them (as its sheet
// marks them wielded until it draws or lets go of one), a shield keeping one busy, and the weapons it let go of.
// Kept in the core because the uses a sheet has depend on it (uses.ts); the drawing capability changes it.
import type { ItemDef } from "../ruleset/catalog.js";
import type { DrawingDef } from "../ruleset/combat.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import type { SheetData } from "../ruleset/sheet-data.js";
import { findEntry } from "./entries.js";
import type { Combatant } from "./types.js";
import type { UseDef } from "./use-def.js";

export const HANDS = 2;

export const drawingRule = (ruleset: RulesetDoc): DrawingDef | undefined => ruleset.combat?.drawing;

const tagged = (ruleset: RulesetDoc, ref: string, tag: string | undefined) =>
  tag !== undefined && !!(findEntry(ruleset, ref) as ItemDef | undefined)?.tags?.includes(tag);

export const twoHanded = (ruleset: RulesetDoc, ref: string) => tagged(ruleset, ref, drawingRule(ruleset)?.twoHanded);
export const thrown = (ruleset: RulesetDoc, ref: string) => tagged(ruleset, ref, drawingRule(ruleset)?.thrown);

/** The weapons in its hands now. */
export function handsOf(sheet: SheetData, who: Combatant): readonly string[] {
  return who.hands ?? (sheet.inventory ?? []).filter((i) => i.wielded && (i.quantity ?? 1) > 0).map((i) => i.item);
}

/** Hands a carried shield keeps busy (0 or 1). */
export function shieldHands(ruleset: RulesetDoc, sheet: SheetData): number {
  const tag = drawingRule(ruleset)?.shield;
  return (sheet.inventory ?? []).some((i) => (i.quantity ?? 1) > 0 && tagged(ruleset, i.item, tag)) ? 1 : 0;
}

/** How many of a weapon it still has stowed: carried, less those in hand and those let go of. */
export function stowed(sheet: SheetData, who: Combatant, ref: string): number {
  let n = 0;
  for (const inv of sheet.inventory ?? []) if (inv.item === ref) n += inv.quantity ?? 1;
  const held = handsOf(sheet, who).filter((h) => h === ref).length;
  const gone = (who.dropped ?? []).filter((d) => d.item === ref).length;
  return n - held - gone;
}

// One list per static list of uses and set of weapons gone: the menu and the director ask for it many times.
const lists = new WeakMap<readonly UseDef[], Map<string, readonly UseDef[]>>();

/** A sheet's uses less the weapons it can no longer lay a hand on: none in hand, stowed or lying on the ground. */
export function withHands(sheet: SheetData, uses: readonly UseDef[], who: Combatant): readonly UseDef[] {
  if (!who.hands && !who.dropped) return uses;
  const held = handsOf(sheet, who);
  const gone = uses.filter(
    (u) =>
      u.origin === "item-attack" &&
      !u.conjuredBy &&
      !held.includes(u.id) &&
      stowed(sheet, who, u.id) <= 0 &&
      !(who.dropped ?? []).some((d) => d.item === u.id),
  );
  if (!gone.length) return uses;
  let byKey = lists.get(uses);
  if (!byKey) {
    byKey = new Map();
    lists.set(uses, byKey);
  }
  const key = gone.map((u) => u.id).join("|");
  let list = byKey.get(key);
  if (!list) {
    list = uses.filter((u) => !gone.includes(u));
    byKey.set(key, list);
  }
  return list;
}
