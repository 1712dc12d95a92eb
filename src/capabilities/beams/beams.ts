// Targets that grow with the sheet and the same target repeated (1.305). The menu's target count reads
// `targetsScale` (acting.ts through beams.ts) and a repeating use lists a count beyond who is in reach
// (targeting.ts); the resolver goes through the named targets in order, so each beam is its own attack.
import type { CapabilityModule } from "../../combat/capability.js";
import { scaledTargets } from "./targets.js";

export const beams: CapabilityModule = {
  id: "beams",
  keys: ["targetsScale", "targetsScale.from", "targetsScale.table", "targetsRepeat"],
  moreTargets: scaledTargets,
};
