// Who stands in which zone (1.179): everyone in its cells, whatever side, its caster too; without a board, those
// its cast caught.
import type { Ctx } from "../../combat/context.js";
import { useOf } from "../../combat/resolve.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import { inside } from "../zones/inside.js";
import type { ZoneState } from "../zones/state.js";

export interface ZoneHere {
  readonly zone: ZoneState;
  readonly use: UseDef;
}

/** The zones on the field whose own definition passes `has`, with their uses. */
export function zonesWith(ctx: Ctx, has: (use: UseDef) => boolean): ZoneHere[] {
  const out: ZoneHere[] = [];
  for (const zone of ctx.state.zones ?? []) {
    const use = useOf(ctx, zone.by, zone.use);
    if (has(use)) out.push({ zone, use });
  }
  return out;
}

/** Whether `t` stands in the zone now. */
export function standsIn(ctx: Ctx, here: ZoneHere, t: Combatant): boolean {
  if (t.status === "dead" || t.status === "fled") return false;
  return inside(ctx, here.zone, here.use, ctx.state.combatants[here.zone.by]!, t);
}

export const zoneKey = (zone: ZoneState) => `${zone.by}|${zone.use}`;
