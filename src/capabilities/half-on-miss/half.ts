// `halfOnMiss` (1.255, 1.257): an attack that misses still deals half its damage, its clauses' damage too, and
// nothing else it does on a hit. The attack's miss lands nothing, so every other module leaves it alone; this one
// deals the blow as the base game deals a saved half (dealing's own damage, halved).
import { beamKey } from "../../combat/act-target.js";
import { dealing } from "../../combat/capabilities/dealing.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { emit } from "../../combat/context.js";
import "./def.js";

export const halfOnMiss: CapabilityModule = {
  id: "half-on-miss",
  keys: ["halfOnMiss"],
  onHit(ctx, act, use, target, result) {
    // A miss is an attack roll made on this target that did not land (nothing else decided it first).
    if (!use.m.halfOnMiss || result.lands || !act.rolls[beamKey(act, target.id)]) return;
    if (target.status === "dead" || target.status === "fled") return;
    emit(ctx, { t: "half-on-miss", who: act.actor, target: target.id, use: use.id, name: use.name });
    dealing.onHit!(ctx, act, use, target, { lands: true, halved: true });
  },
};
