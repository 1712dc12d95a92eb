// A zone's `forbids` (1.179): nothing that needs one of its components can be used by someone standing in it
// (Silence keeps verbal spells from those inside), the same way a condition's own `forbids` acts on its holder.
import type { Ctx } from "../../combat/context.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import { standsIn, zonesWith } from "./where.js";

/** The zone that keeps `who` from using `use` where they stand, if one does. */
export function forbiddingZone(ctx: Ctx, who: Combatant, use: UseDef): string | undefined {
  const needs = use.m.components;
  if (!needs?.length || !ctx.state.zones) return undefined;
  const here = zonesWith(ctx, (u) => !!u.m.zone?.forbids?.components.some((c) => needs.includes(c))).find((z) =>
    standsIn(ctx, z, who),
  );
  return here?.zone.name;
}
