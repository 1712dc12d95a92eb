// 1.198 `zone.damageType`: the cast deals the entry's own damage type; every later catch of the zone (a trigger, its
// side, a ram: repeat acts of the zone's use) deals the zone's own instead (Wall of Thorns: piercing as it appears,
// slashing to those who move into it). Answers the extension point "blow type".
import type { CapabilityModule } from "../../combat/capability.js";
import { zoneOfAct } from "../zones/effects.js";

export const zoneDamageType: CapabilityModule = {
  id: "zone-damage-type",
  keys: ["zone.damageType"],
  blowType(ctx, act, use) {
    const type = use.m.zone?.damageType;
    return type !== undefined && zoneOfAct(ctx, act) ? type : undefined;
  },
};
