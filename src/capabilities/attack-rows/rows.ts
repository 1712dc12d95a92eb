// 1.242, 1.244: the attack rows a sheet's fight has and the rules its held entries lay on them. Every sheet gets the
// rows of `combat.attacks[].always` it has no strike of the same name for; then each `attackRows` rule of an entry
// its lists hold changes the strikes it names (a row, or a wielded weapon by the name its attack goes by) or whose
// weapon passes its tag test, while its bounds hold and its holder wields only what `wielding.only` allows:
// the best of its abilities for the roll and the damage, one die of the rule's size when that averages more, and
// the qualities its blows carry.
import type { CapabilityModule } from "../../combat/capability.js";
import { parsedDice } from "../../combat/dice.js";
import { handsOf } from "../../combat/hands.js";
import { itemAttackUse } from "../../combat/item-attack.js";
import { abilityModifier, readValue, sheetSource } from "../../combat/source.js";
import type { Combatant, CombatState } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import { average } from "../../dice/index.js";
import type { ItemDef } from "../../ruleset/catalog.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { SheetData } from "../../ruleset/sheet-data.js";
import type { AttackRowDef, AttackRowRule } from "./def.js";
import { heldEntries, holds, itemMatches, named, wieldingOnly } from "./held.js";

/** The use of an attack list's row: a weapon's strike of no item and no catalog (1.241: a weapon's blow). */
export function rowUse(ruleset: RulesetDoc, sheet: SheetData, row: AttackRowDef): UseDef {
  const item = { id: row.name, name: row.name } as ItemDef;
  const attack = {
    melee: true,
    reach: row.reach,
    damage: row.damage,
    damageType: row.damage_type,
    ...(row.ability !== undefined ? { ability: row.ability } : {}),
    toHit: row.bonus ?? 0,
  };
  const use = itemAttackUse(ruleset, sheet, row.name, "", item, attack, row.proficient ?? false);
  const { catalog: _catalog, ...rest } = use;
  return { ...rest, id: `row:${row.name.toLowerCase()}`, origin: "row" };
}

/** The rows every sheet's fight has, less those a strike of its own already goes by (1.244). */
function alwaysRows(ruleset: RulesetDoc, sheet: SheetData, uses: readonly UseDef[]): UseDef[] {
  const out: UseDef[] = [];
  for (const list of ruleset.combat?.attacks ?? [])
    for (const row of list.always ?? []) {
      const name = row.name.toLowerCase();
      if (uses.some((u) => u.name.toLowerCase() === name) || out.some((u) => u.name.toLowerCase() === name)) continue;
      out.push(rowUse(ruleset, sheet, row));
    }
  return out;
}

/** Whether a rule reaches `use`: a row or a wielded weapon by name, or a wielded weapon by its tags. */
function reaches(ruleset: RulesetDoc, rule: AttackRowRule, use: UseDef): boolean {
  if (use.origin !== "row" && use.origin !== "item-attack") return false;
  return named(rule.names, use.name) || itemMatches(ruleset, rule.items, use);
}

/** `use` as `rule` changes it. */
function changed(ruleset: RulesetDoc, sheet: SheetData, rule: AttackRowRule, use: UseDef): UseDef {
  let out = use;
  if (rule.abilities?.length) {
    const src = sheetSource(ruleset, sheet);
    const known = rule.abilities.filter((a) => ruleset.sheet.abilities.some((x) => x.id === a));
    const own = use.ability === undefined ? 0 : abilityModifier(src, use.ability);
    let best = use.ability;
    let mod = own;
    for (const a of known) {
      const m = abilityModifier(src, a);
      if (best === undefined || m > mod) {
        best = a;
        mod = m;
      }
    }
    if (best !== use.ability) {
      // The damage takes the better ability too when it adds the row's own.
      const addsOwn = use.damageAdd === own;
      out = {
        ...out,
        ability: best!,
        toHit: (out.toHit ?? 0) + mod - own,
        ...(addsOwn ? { damageAdd: mod } : {}),
      };
    }
  }
  if (rule.die) {
    const faces = Math.floor(readValue(sheetSource(ruleset, sheet), { from: rule.die.from, table: rule.die.table }));
    const amount = out.m.amount;
    const expr = amount === undefined ? undefined : parsedDice(amount);
    if (expr && faces >= 2) {
      // The row's dice, or a row of no dice its whole damage (the unarmed strike's 1); a magic weapon's flat part
      // stays beside the die.
      const dice = expr.terms.length > 0;
      const own = dice ? average({ terms: expr.terms, flat: 0 }) : expr.flat;
      if ((faces + 1) / 2 > own)
        out = {
          ...out,
          m: { ...out.m, amount: dice && expr.flat ? { dice: `1d${faces}`, flat: expr.flat } : `1d${faces}` },
        };
    }
  }
  if (rule.qualities?.length) {
    const qualities = [...(out.qualities ?? [])];
    for (const q of rule.qualities) if (!qualities.includes(q)) qualities.push(q);
    out = { ...out, qualities };
  }
  return out;
}

/** A sheet's uses with its attack rows and the rules its held entries lay on them. */
export function withAttackRows(
  ruleset: RulesetDoc,
  sheet: SheetData,
  who: Combatant,
  uses: readonly UseDef[],
): readonly UseDef[] {
  const rules = heldEntries(ruleset, sheet).flatMap((e) =>
    (e.mechanics!.attackRows ?? []).filter(
      (r) => holds(ruleset, sheet, r.when) && wieldingOnly(ruleset, sheet, who, r.wielding),
    ),
  );
  const rows = alwaysRows(ruleset, sheet, uses);
  if (!rules.length && !rows.length) return uses;
  const all = [...uses, ...rows];
  if (!rules.length) return all;
  return all.map((u) =>
    rules.reduce((use, r) => (reaches(ruleset, r, use) ? changed(ruleset, sheet, r, use) : use), u),
  );
}

// The same uses and weapons in hand give the same list: the menu and the director ask for it many times.
const lists = new WeakMap<readonly UseDef[], Map<string, readonly UseDef[]>>();

export const attackRows: CapabilityModule = {
  id: "attack-rows",
  keys: ["attackRows", "combat.attacks[].always"],
  entryUses(_ruleset, _sheet, use) {
    // An entry that changes attack rows is held, not used (before the amendments are asked: it amends nothing).
    return use.m.attackRows ? [] : undefined;
  },
  moreUses(ruleset: RulesetDoc, state: CombatState, who: Combatant, uses: readonly UseDef[]) {
    const sheet = who.creature ? undefined : state.sheets[who.id];
    if (!sheet) return uses;
    let byHands = lists.get(uses);
    if (!byHands) {
      byHands = new Map();
      lists.set(uses, byHands);
    }
    const key = handsOf(sheet, who).join("|");
    let out = byHands.get(key);
    if (!out) {
      out = withAttackRows(ruleset, sheet, who, uses);
      byHands.set(key, out);
    }
    return out;
  },
};
