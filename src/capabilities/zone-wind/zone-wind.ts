// 1.286 `disperses` and `obscures.dispersed`, 1.289 `dispersed.after`: after every action, winds end the zones they
// reach (dispersal.ts).
import type { CapabilityModule } from "../../combat/capability.js";
import { blow } from "./dispersal.js";
import { zoneSlots } from "./zone-state.js";

export const zoneWind: CapabilityModule = {
  id: "zone-wind",
  // The keys it adds to a saved zone (the zones package's extension point "zone state").
  zoneSlots,
  keys: ["zone.disperses", "zone.obscures.dispersed", "zone.obscures.dispersed.after"],
  onSettled: blow,
};
