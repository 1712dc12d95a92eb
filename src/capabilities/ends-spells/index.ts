// Capability package "ends-spells": ending conditions applied by catalog entries, by their level (1.424: 5e Dispel
// Magic).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { effectWorth } from "./director.js";
import { endsSpells } from "./ends.js";
import { state } from "./saved-state.js";

export const endsSpellsPackage: CapabilityPackage = {
  id: "ends-spells",
  summary:
    "Conditions applied by entries of named catalogs ended on those reached, highest level first, up to a count: within a level outright, above it on a check (1.424).",
  requires: ["base"],
  implements: [
    "1.424 endsSpells",
    "1.424 endsSpells.catalogs",
    "1.424 endsSpells.count",
    "1.424 endsSpells.upTo",
    "1.424 endsSpells.above.check",
    "1.424 endsSpells.above.dc",
  ],
  modules: [{ priority: 1424, module: endsSpells }],
  format,
  effectWorth,
  state,
};
