// 1.245 `dropsOnFailedSave`: a target that fails the entry's save drops to 0 health instead of taking its amount (a
// creature is out; a character starts dying under a dying rule). One that passes takes the amount as `onSuccess`
// says: half with "half"; with "none" nothing of it is taken away, so the whole amount, as on a creature's action
// (1.184): Quivering Palm's vibrations ended, a success still taking 10d10. Settled through "target results".
import type { CapabilityModule } from "../../combat/capability.js";
import { emit } from "../../combat/context.js";
import { fall } from "../../combat/damage.js";
import type { UseDef } from "../../combat/use-def.js";
import "./def.js";

/** Whether the use's save is what decides it (no attack roll before it). */
const savedOnly = (use: UseDef) => !!use.m.dropsOnFailedSave && !use.m.attackRoll && use.toHit === undefined;

export const dropsOnSave: CapabilityModule = {
  id: "drops-on-save",
  keys: ["dropsOnFailedSave"],
  saveResult(_ctx, use, _target, result) {
    if (!savedOnly(use) || result.avoided) return result;
    // A success under "none": the whole amount lands (its conditions spared).
    if (!result.lands) return use.m.save?.onSuccess === "half" ? result : { lands: true, spared: true };
    if (result.halved || result.spared || result.halfDamage) return result;
    return { ...result, noDamage: true };
  },
  onHit(ctx, act, use, target, result) {
    if (!savedOnly(use) || !result.lands || !result.noDamage) return;
    if (target.status !== "standing") return;
    target.hp = 0;
    target.temp = 0;
    emit(ctx, { t: "dropped", who: target.id, by: act.actor, name: use.name });
    fall(ctx, target);
  },
};
