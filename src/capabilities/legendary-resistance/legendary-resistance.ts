// Legendary Resistance (1.317): a creature's `legendaryResistance: 3` turns its first three failed saves of a
// fight into successes ("If the dragon fails a saving throw, it can choose to succeed instead", 3/Day). The
// engine always chooses to, on any save, but never while the creature is down. The save is logged as rolled,
// then a line saying it succeeded instead and how many uses remain.
import type { CapabilityModule } from "../../combat/capability.js";
import { emit } from "../../combat/context.js";
import { creatureOf } from "../../combat/stats.js";

declare module "../../ruleset/catalog.js" {
  interface CreatureDef {
    /** 1.317: failed saves a fight turns into successes. */
    readonly legendaryResistance?: number;
  }
}

declare module "../../combat/types.js" {
  interface Combatant {
    /** Legendary Resistance uses spent this fight. */
    resisted?: number;
  }
}

export const legendaryResistance: CapabilityModule = {
  id: "legendary-resistance",
  keys: ["legendaryResistance"],
  onSaveFailed(ctx, who) {
    const uses = creatureOf(ctx.ruleset, who)?.legendaryResistance;
    if (uses === undefined || who.status !== "standing") return false;
    const spent = who.resisted ?? 0;
    if (spent >= uses) return false;
    who.resisted = spent + 1;
    emit(ctx, { t: "legendary-resistance", who: who.id, left: uses - who.resisted });
    return true;
  },
};
