// A zone's `wards` (1.179, 1.181): a use from one of its catalogs, made from outside it at the ward's level or
// lower, does nothing to those standing in it. The level is the one the use was paid at (a cantrip's own), or its
// entry's own with `by: "base"`; `maxLevelPerCostStep` keeps out that many more levels for each level the ward's
// own cast was paid above its base.
import type { Ctx } from "../../combat/context.js";
import type { ActFrame, Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { ZoneWards } from "./def.js";
import { standsIn, type ZoneHere, zonesWith } from "./where.js";

/** The highest level a ward keeps out, as it was cast. */
export function wardLevel(wards: ZoneWards, steps: number): number {
  return wards.maxLevel + (wards.maxLevelPerCostStep ?? 0) * steps;
}

/** The level a use is judged at: paid (a cantrip, or a use paying no level, its own; none counts as 0). */
export function judgedLevel(wards: ZoneWards, use: UseDef, paid: number | undefined): number {
  return (wards.by === "base" ? use.level : (paid ?? use.level)) ?? 0;
}

/** The zone warding `target` from `user`'s `use` paid at `paid`, if one does. */
export function wardOf(
  ctx: Ctx,
  user: Combatant,
  use: UseDef,
  paid: number | undefined,
  target: Combatant,
): ZoneHere | undefined {
  if (!ctx.state.zones || use.catalog === undefined) return undefined;
  const catalog = use.catalog;
  for (const here of zonesWith(ctx, (u) => !!u.m.zone?.wards?.catalogs.includes(catalog))) {
    const wards = here.use.m.zone!.wards!;
    if (judgedLevel(wards, use, paid) > wardLevel(wards, here.zone.steps)) continue;
    if (standsIn(ctx, here, target) && !standsIn(ctx, here, user)) return here;
  }
  return undefined;
}

/** The ward an act's target is behind, if any. */
export function wardAgainst(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant): ZoneHere | undefined {
  return wardOf(ctx, ctx.state.combatants[act.actor]!, use, act.level, target);
}
