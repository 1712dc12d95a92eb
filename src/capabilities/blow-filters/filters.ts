// 1.197, 1.247: a change to attacks or damage narrowed to some blows counts only for those: `attacks` a weapon's, a
// spell's or any attack's blow, `blow` a melee or a ranged one, `ability` one made with that ability. A use that
// makes no attack roll (a save, an area) is no blow, so a narrowed change never counts for it.
import { blowKind } from "../../combat/blow.js";
import type { CapabilityModule } from "../../combat/capability.js";
import type { UseDef } from "../../combat/use-def.js";
import type { ModifierDef } from "../../ruleset/combat.js";
import "./def.js";

export const blowFilters: CapabilityModule = {
  id: "blow-filters",
  keys: ["attacks", "blow", "ability"],
  keepsAttackModifier: (_ctx, _who, m, use) => counts(m, use),
  keepsDamageModifier: (_ctx, _who, m, use) => counts(m, use),
};

function counts(m: ModifierDef, use: UseDef): boolean {
  if (m.attacks === undefined && m.blow === undefined && m.ability === undefined) return true;
  const kind = blowKind(use);
  if (!kind) return false;
  if (m.attacks === "weapon" && !kind.weapon) return false;
  if (m.attacks === "spell" && !kind.spell) return false;
  if (m.blow !== undefined && (m.blow === "melee") !== kind.melee) return false;
  return m.ability === undefined || m.ability === kind.ability;
}
