// 1.255 `halfOnMiss`: a miss of an entry with an attack roll and an amount still deals half of its damage, each
// `plus` clause's too, dealt as the blow's own dealing deals a halved one; nothing else it does on a hit happens
// (conditions, pushes, riders), since the target is still missed.
import { dealing } from "../../combat/capabilities/dealing.js";
import type { CapabilityModule } from "../../combat/capability.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean } from "../../validate/schema.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.255: half its damage on a miss (Acid Arrow). */
    readonly halfOnMiss?: boolean;
  }
}

export const halfOnMiss: CapabilityModule = {
  id: "half-on-miss",
  keys: ["halfOnMiss"],
  onHit(ctx, act, use, target, result) {
    if (result.lands || !use.m.halfOnMiss || !use.m.attackRoll || act.onto) return;
    if (target.status === "dead" || target.status === "fled") return;
    dealing.onHit!(ctx, act, use, target, { lands: true, halved: true });
  },
};

export const format: FormatExtension = {
  fields: { "entry.mechanics": { halfOnMiss: { schema: boolean } } },
};
