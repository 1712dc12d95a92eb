// Zones that detonate later or burn away (1.183): growth at the caster's turn ends, a touch on the centre that sets
// a detonating zone off, and burning zones set alight by a damage type, burning whoever starts a turn in them
// until their caster's turn comes round again. The detonation itself happens wherever a zone ends (zones.ts).

import { endConcentration } from "../../combat/capabilities/concentration.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { combatant, emit } from "../../combat/context.js";
import { useOf } from "../../combat/resolve.js";
import { endZone } from "../zones/zones.js";
import { areaBurned, burnAtTurnStart, burnedOn } from "./burning.js";
import { detonate, touchedBy } from "./bursts.js";
import { zoneSlots } from "./zone-state.js";

export const zoneBursts: CapabilityModule = {
  id: "zone-bursts",
  // The keys it adds to a saved zone (the zones package's extension point "zone state").
  zoneSlots,
  keys: [
    "zone.detonates",
    "zone.grows",
    "zone.touched",
    "zone.burns",
    "zone.burns.by",
    "zone.burns.amount",
    "zone.burns.damageType",
  ],
  // 1.183: a zone that detonates goes off as it ends (a capped one has nothing left).
  onZoneEnded(ctx, zone, why) {
    if (why !== "damage cap") detonate(ctx, zone);
  },
  onUseEnd(ctx, act, use) {
    // An area of a burning type that shares a cell with the zone sets it alight, whoever it caught.
    const user = combatant(ctx, act.actor);
    if (act.at && user.at && ctx.state.zones) areaBurned(ctx, use, user.at, act.at);
  },
  onDamage(ctx, target, damage) {
    if (damage.amount > 0 && ctx.state.zones) burnedOn(ctx, target, damage.type);
  },
  onMoveStep(ctx, mover, _from, to) {
    for (const zone of [...(ctx.state.zones ?? [])]) {
      if (!zone.at || zone.at[0] !== to[0] || zone.at[1] !== to[1]) continue;
      if (!ctx.state.zones?.includes(zone)) continue;
      if (touchedBy(ctx, zone, mover)) endZone(ctx, zone, "touched");
    }
  },
  onTurnStart(ctx, who) {
    // A burning zone burns away as its caster's turn comes round, and the spell ends with it.
    for (const zone of [...(ctx.state.zones ?? [])]) {
      if (zone.by !== who.id || !zone.alight) continue;
      endZone(ctx, zone, "burned away");
      if (who.concentration?.use === zone.use) endConcentration(ctx, who, "burned away");
    }
    burnAtTurnStart(ctx, who);
  },
  onTurnEnd(ctx, who) {
    // Before the zone counts down (this module comes before `zones`), so the last turn's growth counts too.
    for (const zone of ctx.state.zones ?? []) {
      if (zone.by !== who.id || useOf(ctx, zone.by, zone.use).m.zone!.grows === undefined) continue;
      zone.grown = (zone.grown ?? 0) + 1;
      emit(ctx, { t: "zone", what: "grow", by: zone.by, use: zone.use, name: zone.name, grown: zone.grown });
    }
  },
};
