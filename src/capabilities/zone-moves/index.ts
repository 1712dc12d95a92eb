// Capability package "zone-moves": Moving and drifting zones, and a zone's ground (1.173).

import type { CapabilityPackage } from "../../combat/package.js";
import { director } from "./director.js";
import { format } from "./format.js";
import { zoneGround } from "./zone-ground.js";
import { zoneMoves } from "./zone-moves.js";

export const zoneMovesPackage: CapabilityPackage = {
  id: "zone-moves",
  summary:
    "Moving and drifting zones, and a zone's ground (1.173); ramming zones and ground costing more (1.175); ground only toward the caster (1.182).",
  requires: ["zones"],
  implements: [
    "1.173 zone.move",
    "1.173 zone.move.budget",
    "1.173 zone.move.distance",
    "1.173 zone.drift",
    "1.173 zone.drift.distance",
    "1.173 zone.terrain",
    "1.173 zone.terrain.difficult",
    "1.173 zone.terrain.perDistance",
    "1.173 zone.terrain.perDistance.every",
    "1.173 zone.terrain.perDistance.amount",
    "1.173 zone.terrain.perDistance.damageType",
    "1.173 Move <zone>",
    "1.175 zone.move.ram",
    "1.175 zone.terrain.costTimes",
    "1.175 zone.terrain.halvesSpeed",
    "1.182 zone.terrain.towardCaster",
  ],
  director,
  format,
  modules: [
    { priority: 400, module: zoneMoves },
    { priority: 410, module: zoneGround },
  ],
};
