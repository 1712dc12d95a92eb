// Pushes (1.182 `push` on a catalog entry, 1.184 on a creature's action): whoever the use lands on, and who does not
// pass its save, is pushed straight away from its user. A zone's catches repeat the entry's effect, so a zone pushes
// those it catches the same way, away from its caster.

import type { CapabilityModule } from "../../combat/capability.js";
import { combatant } from "../../combat/context.js";
import { shove } from "./shove.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.182, 1.184: how far (in the ruleset's distance unit) it pushes whoever it lands on. */
    readonly push?: number;
  }
}

export const pushes: CapabilityModule = {
  id: "pushes",
  keys: ["push"],
  onHit(ctx, act, use, target, result) {
    const distance = use.m.push;
    // A save passed spares the push, whether it halves the damage or (a creature's `"none"`) keeps it all; someone
    // felled stays where they fell.
    if (!distance || !result.lands || result.halved || result.spared || target.status !== "standing") return;
    shove(ctx, combatant(ctx, act.actor), target, distance);
  },
};
