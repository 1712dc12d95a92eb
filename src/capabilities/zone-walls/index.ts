// Capability package "zone-walls": Walls and boxes that close cells to the board (1.177).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./format.js";
import { zoneWalls } from "./zone-walls.js";

export const zoneWallsPackage: CapabilityPackage = {
  id: "zone-walls",
  summary: "Walls and boxes that close cells to the board (1.177).",
  requires: ["zones"],
  implements: ['1.177 area.shape: "box"', '1.177 area.shape: "wall"', "1.177 area.width", "1.177 zone.blocks"],
  format,
  modules: [{ priority: 420, module: zoneWalls }],
};
