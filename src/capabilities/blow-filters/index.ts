// Capability package "blow-filters": changes to attacks and damage that count only for some blows (1.197: an
// enlarged duergar's Strength weapons; 1.247: Reckless Attack's melee Strength weapon attacks), and the ability a
// creature's action names for its attack (1.189), read by those changes.

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { blowFilters } from "./filters.js";

export const blowFiltersPackage: CapabilityPackage = {
  id: "blow-filters",
  summary:
    "Changes to attacks and damage narrowed to a weapon's, a spell's or any attack's blows, melee or ranged, made with one ability, a creature action's attack included when it names its ability (1.189, 1.197, 1.247).",
  requires: ["base"],
  implements: [
    '1.197 {to: "damage"}.attacks',
    '1.197 {to: "damage"}.ability',
    '1.188 {to: "attacks"}.ability',
    '1.247 {to: "attacks"}.attacks',
    '1.247 {to: "attacks"}.blow',
    "1.189 ability",
  ],
  modules: [{ priority: 585, module: blowFilters }],
  format,
};
