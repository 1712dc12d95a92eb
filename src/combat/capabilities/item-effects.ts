// Item `worn` and `carried` effects in a fight. Ability changes reach the fight through the sheet's own evaluator;
// the rest of an effect in force (its `defense` and its `modifiers`) works like a condition its holder has for the
// whole fight, found wherever conditions are read (defense, attack rolls, saves). Each is named
// `item:<worn|carried>:<catalog>/<entry>`: like a condition, one item counts once however many are worn.
import type { ItemDef } from "../../ruleset/catalog.js";
import type { CombatConditionDef, ModifierDef } from "../../ruleset/combat.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { SheetData } from "../../ruleset/sheet-data.js";
import { activeEffects } from "../../sheet/items.js";
import { findEntry } from "../entries.js";

declare module "../types.js" {
  interface Combatant {
    /** The item effects in force for the fight, set up from the sheet (`item:<worn|carried>:<ref>`). */
    itemEffects?: readonly string[];
  }
}

const PREFIX = "item:";

/** The ids of the effects a sheet's items have in force. */
export function itemEffectIds(ruleset: RulesetDoc, sheet: SheetData): string[] {
  return activeEffects(ruleset, sheet).map(
    ({ item, effect }) => `${PREFIX}${effect === item.def.worn ? "worn" : "carried"}:${item.stack.item}`,
  );
}

/** The effect of an item as a condition, by its id; undefined for any other id. */
export function itemCondition(ruleset: RulesetDoc, id: string): CombatConditionDef | undefined {
  if (!id.startsWith(PREFIX)) return undefined;
  const rest = id.slice(PREFIX.length);
  const colon = rest.indexOf(":");
  const how = rest.slice(0, colon);
  const def = findEntry(ruleset, rest.slice(colon + 1)) as ItemDef | undefined;
  const effect = how === "worn" ? def?.worn : how === "carried" ? def?.carried : undefined;
  if (!def || !effect) return undefined;
  const modifiers = [
    ...((effect.modifiers ?? []) as ModifierDef[]),
    ...(effect.defense ? [{ to: "defense", flat: effect.defense } as ModifierDef] : []),
  ];
  return {
    id,
    label: def.name,
    ...(modifiers.length ? { modifiers } : {}),
    // 1.294: a lantern's light, shed by whoever carries it.
    ...(effect.light ? { light: effect.light } : {}),
    // 1.180, 1.182: the senses it grants (goggles of night).
    ...(effect.senses ? { senses: effect.senses } : {}),
  };
}
