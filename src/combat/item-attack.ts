// A weapon's strike as a use: kept apart from uses.ts so what builds uses of its own (conjured weapons) can
// make one without importing the whole gathering.
import type { ItemAttackDef, ItemDef } from "../ruleset/catalog.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import type { SheetData } from "../ruleset/sheet-data.js";
import { abilityModifier, proficiencyBonus, sheetSource } from "./source.js";
import type { UseDef } from "./use-def.js";

/** Melee reach, in distance units, of a use that names none. */
export const DEFAULT_REACH = 5;

/** A weapon's strike for a sheet; `proficient: false` leaves the proficiency bonus out (1.306). */
export function itemAttackUse(
  ruleset: RulesetDoc,
  sheet: SheetData,
  ref: string,
  catalog: string,
  item: ItemDef,
  attack: ItemAttackDef,
  proficient = true,
): UseDef {
  const melee = attack.melee ?? attack.range === undefined;
  const abilities = attack.ability === undefined ? [melee ? "str" : "dex"] : [attack.ability].flat();
  const src = sheetSource(ruleset, sheet);
  // An ability the sheet does not define (a default "str" or "dex" in a ruleset without them) adds nothing.
  const known = abilities.filter((a) => ruleset.sheet.abilities.some((x) => x.id === a));
  // The best of its abilities (the first of equals) is the one its attack is made with.
  const ability = known.reduce<string | undefined>(
    (best, a) => (best === undefined || abilityModifier(src, a) > abilityModifier(src, best) ? a : best),
    undefined,
  );
  const mod = ability === undefined ? 0 : abilityModifier(src, ability);
  const prof = proficient ? proficiencyBonus(src) : 0;
  return {
    id: ref,
    name: item.name,
    origin: "item-attack",
    catalog,
    m: {
      kind: "attack",
      amount: attack.damage,
      damageType: attack.damageType,
      targets: "enemy",
      targetCount: 1,
      attackRoll: true,
      // 1.323: the Reaping Hook reaps those it fells on Held Ground.
      ...(attack.reaps ? { reaps: true } : {}),
      ...(attack.plus ? { plus: attack.plus } : {}),
      ...(attack.onHit ? { applies: attack.onHit } : {}),
    },
    ...(ability !== undefined ? { ability } : {}),
    toHit: mod + prof + (attack.toHit ?? 0),
    damageAdd: mod,
    melee,
    reach: attack.reach ?? DEFAULT_REACH,
    range: attack.range,
  };
}
