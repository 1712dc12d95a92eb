// 1.421: amendments that add healing. `healAdd` heals each creature the amended entry heals that much more, and
// `healsSelf` heals its holder that much when the entry heals someone else, once a use: `add` read from the
// holder's sheet, plus `perLevel` for each level the entry was paid at (the slot's level, else its own), nothing
// when that level is below `fromLevel`.
import type { CapabilityModule, Ctx } from "../../combat/capability.js";
import { applyHealing } from "../../combat/damage.js";
import { readValue } from "../../combat/source.js";
import { sourceOf } from "../../combat/stats.js";
import type { ActFrame, Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { HealAddDef } from "./def.js";

/** The level an act was paid at: its slot's, else the entry's own. */
export function paidLevel(act: Pick<ActFrame, "level">, use: UseDef): number {
  return act.level ?? use.level ?? 0;
}

/** What the amendments' `which` adds for `user` at that paid level. */
export function extraHealing(
  ctx: Ctx,
  user: Combatant,
  use: UseDef,
  level: number,
  which: "healAdd" | "healsSelf",
): number | undefined {
  const adds = (use.amendedBy ?? []).map((a) => a[which]).filter((h): h is HealAddDef => h !== undefined);
  if (!adds.length) return undefined;
  const src = sourceOf(ctx.ruleset, ctx.state, user);
  let total = 0;
  for (const h of adds) {
    if (level < (h.fromLevel ?? 0)) continue;
    total += (h.add === undefined ? 0 : readValue(src, h.add)) + (h.perLevel ?? 0) * level;
  }
  return total;
}

export const healAmends: CapabilityModule = {
  id: "heal-amends",
  keys: ["healAdd", "healsSelf"],
  adjustHealing(ctx, act, use, _target, amount) {
    const user = ctx.state.combatants[act.actor]!;
    return amount + (extraHealing(ctx, user, use, paidLevel(act, use), "healAdd") ?? 0);
  },
  onHit(ctx, act, use, target, result) {
    if (!result.lands || use.m.kind !== "heal" || act.healedSelf || target.id === act.actor) return;
    const user = ctx.state.combatants[act.actor]!;
    const self = extraHealing(ctx, user, use, paidLevel(act, use), "healsSelf");
    if (self === undefined) return;
    act.healedSelf = true;
    if (self > 0) applyHealing(ctx, user, self, act.actor, undefined, use);
  },
};
