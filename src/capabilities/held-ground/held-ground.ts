// Held Ground (1.323): the fight's `heldGround` fells instead of killing (held-ground/fell.ts, reached from
// damage.ts where anyone drops to zero); `reaps` on a blow reaps those it fells. Here: foes felled or reaped are
// out of the fight, so no use can be aimed at them, healing included.
import type { CapabilityModule } from "../../combat/capability.js";
import { droppedOut } from "./fell.js";

export const heldGround: CapabilityModule = {
  id: "held-ground",
  keys: ["heldGround", "reaps", "felled", "reaped"],
  narrow(ctx, _who, _use, candidates) {
    return candidates.filter((id) => !droppedOut(ctx, ctx.state.combatants[id]!));
  },
};
