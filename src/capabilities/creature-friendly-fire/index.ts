// Capability package "creature-friendly-fire": `friendlyFire` on a creature's action (1.192). A creature's action
// becomes a use like a catalog entry's (combat/uses.ts), so the base `acting` module's targeting reads the key on
// it as on a spell: on a board an area catches only the other side; without one an area is aimed at anyone on
// either side but its user, and `friendlyFire: false` leaves only the other side. This package owns the record,
// so an engine composed without it refuses the key on a creature's action as `unsupported`.
import type { CapabilityPackage } from "../../combat/package.js";

export const creatureFriendlyFirePackage: CapabilityPackage = {
  id: "creature-friendly-fire",
  summary:
    "`friendlyFire` on a creature's action (1.192): its area spares its own side, on a board and without one, through the base targeting.",
  requires: ["base"],
  implements: ["1.192 friendlyFire"],
  modules: [],
};
