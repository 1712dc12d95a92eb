// Capability package "zone-walls": Walls and boxes that close cells to the board, laid out across, toward a cell or
// as a ring, catching beside one side (1.177).

import type { CapabilityPackage } from "../../combat/package.js";
import { aimChoices, effectWorth } from "./director.js";
import { format } from "./format.js";
import { zoneWalls } from "./zone-walls.js";

export const zoneWallsPackage: CapabilityPackage = {
  id: "zone-walls",
  summary:
    "Walls and boxes that close cells to the board, laid out across, toward a cell or as a ring, catching beside one side (1.177).",
  requires: ["zones"],
  implements: [
    '1.177 area.shape: "box"',
    '1.177 area.shape: "wall"',
    "1.177 area.width",
    "1.177 area.ring",
    "1.177 toward",
    "1.177 ring",
    "1.177 zone.blocks",
    "1.177 zone.side",
    "1.177 zone.side.distance",
    "1.177 zone.side.triggers",
    "1.177 side",
  ],
  modules: [{ priority: 420, module: zoneWalls }],
  format,
  aimChoices,
  effectWorth,
};
