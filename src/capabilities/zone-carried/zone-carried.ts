// 1.301 `zone.carried`: a burst put on the cell someone stands on (`"any"`; `"own"`: its caster's own cell alone) is
// carried by them: its centre goes wherever they go, sweeping over whoever it newly reaches as a zone carried by its
// caster does (1.172). Put on an empty cell, it stays where it is. Runs before the zones package (priority), so the
// zone is where its carrier is whenever zones catch.

import { onBoard } from "../../combat/board/geometry.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import { useOf } from "../../combat/resolve.js";
import type { ActFrame } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { Cell } from "../../ruleset/encounter.js";
import { catchable, covers, zoneMask } from "../zones/inside.js";
import type { ZoneState } from "../zones/state.js";
import { catchOne } from "../zones/zones.js";
import { zoneSlots } from "./zone-state.js";

declare module "../zones/state.js" {
  interface ZoneState {
    /** 1.301: who carries it, its centre on their cell. */
    carrier?: string;
  }
}

const same = (a: Cell | undefined, b: Cell | undefined) => !!a && !!b && a[0] === b[0] && a[1] === b[1];

/** Each carried zone's centre on its carrier's cell now (a push or a placing moves them without steps). */
function follow(ctx: Ctx): void {
  for (const zone of ctx.state.zones ?? []) {
    const at = zone.carrier ? ctx.state.combatants[zone.carrier]?.at : undefined;
    if (at && zone.at && !same(at, zone.at)) zone.at = [at[0], at[1]];
  }
}

/** As the zone appears: whoever stands on its centre (its caster alone, for `own`) carries it. */
function takeUp(ctx: Ctx, act: ActFrame, use: UseDef): void {
  const how = use.m.zone?.carried;
  if (!how || !ctx.state.board) return;
  const zone = ctx.state.zones?.find((z) => z.by === act.actor && z.use === use.id);
  if (!zone?.at) return;
  const on = ctx.state.order
    .map((id) => ctx.state.combatants[id]!)
    .find((c) => onBoard(c) && same(c.at, zone.at) && (how === "any" || c.id === act.actor));
  if (!on) return;
  zone.carrier = on.id;
  emit(ctx, { t: "zone-carried", by: zone.by, use: zone.use, name: zone.name, who: on.id });
}

/** The carrier stepped from `from` to `to`: the zone goes along, catching those it newly reaches on entering. */
function carry(ctx: Ctx, zone: ZoneState, from: Cell, to: Cell): void {
  const use = useOf(ctx, zone.by, zone.use);
  const caster = ctx.state.combatants[zone.by]!;
  const before = zoneMask(ctx, { ...zone, at: from }, use, caster.at ?? from);
  zone.at = [to[0], to[1]];
  if (!use.m.zone!.triggers?.includes("enter")) return;
  const after = zoneMask(ctx, zone, use, caster.at ?? to);
  for (const id of ctx.state.order) {
    const t = ctx.state.combatants[id]!;
    if (t.id === zone.carrier || !onBoard(t) || !catchable(zone, use, caster, t)) continue;
    if (covers(ctx, after, t.at) && !covers(ctx, before, t.at)) catchOne(ctx, zone, t, "enter");
  }
}

export const zoneCarried: CapabilityModule = {
  id: "zone-carried",
  // The keys it adds to a saved zone (the zones package's extension point "zone state").
  zoneSlots,
  keys: ["zone.carried"],
  onUseEnd(ctx, act, use) {
    if (!act.echo && use.m.zone?.carried) takeUp(ctx, act, use);
    follow(ctx);
  },
  onMoveStep(ctx, mover, from, to) {
    for (const zone of ctx.state.zones ?? []) if (zone.carrier === mover.id) carry(ctx, zone, from, to);
  },
  onTurnStart(ctx) {
    follow(ctx);
  },
  onTurnEnd(ctx) {
    follow(ctx);
  },
};
