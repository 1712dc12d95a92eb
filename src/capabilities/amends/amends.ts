// Entries that change other entries (1.302, 1.306). The changes are built into the amended entry's uses
// (amendments.ts: damage added, range, the no-push twin; conjured.ts: a conjured weapon's
// extra damage and strikes); what is left to do during the fight is the push of each hit.

import { pushAway } from "../../combat/capabilities/push.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { combatant } from "../../combat/context.js";

export const amends: CapabilityModule = {
  id: "amends",
  keys: [
    "amends",
    "amends[].entry",
    "amends[].damageAdd",
    "amends[].range",
    "amends[].push",
    "amends[].pushOptional",
    "amends[].damagePlus",
    "amends[].strikes",
  ],
  onHit(ctx, act, use, target, result) {
    // Every hit pushes the one it hit, beam by beam (1.305); someone felled stays where they fell.
    if (!result.lands || !use.push || target.status !== "standing") return;
    pushAway(ctx, combatant(ctx, act.actor), target, use.push);
  },
};
