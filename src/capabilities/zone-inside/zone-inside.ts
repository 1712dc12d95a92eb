// Zones acting on those inside (1.179): conditions kept on them and damage they are immune to (`inside`), what
// they cannot use there (`forbids`), and uses from outside that do nothing to them (`wards`).
import type { CapabilityModule } from "../../combat/capability.js";
import { emit } from "../../combat/context.js";
import { forbiddingZone } from "./forbids.js";
import { immuneInside, refreshInside } from "./inside.js";
import { judgedLevel, wardAgainst } from "./wards.js";

export const zoneInside: CapabilityModule = {
  id: "zone-inside",
  keys: ["zone.inside", "zone.forbids"],
  offer(ctx, who, use) {
    const zone = forbiddingZone(ctx, who, use);
    return zone ? `forbidden inside ${zone}` : undefined;
  },
  immuneToDamage: immuneInside,
  onUseEnd: refreshInside,
  onMoveStep: refreshInside,
  onTurnStart: refreshInside,
  onTurnEnd: refreshInside,
  onDamage: refreshInside,
  onZoneEnded: refreshInside,
};

/** Before the moments and the rolls: a warded target is passed over, no one rolling or reacting for it. */
export const zoneWards: CapabilityModule = {
  id: "zone-wards",
  keys: ["zone.wards"],
  decide(ctx, act, use, target) {
    const ward = wardAgainst(ctx, act, use, target);
    if (!ward) return undefined;
    const level = judgedLevel(ward.use.m.zone!.wards!, use, act.level);
    emit(ctx, { t: "warded", who: target.id, by: act.actor, use: use.id, zone: ward.zone.name, level });
    return { lands: false };
  },
};
