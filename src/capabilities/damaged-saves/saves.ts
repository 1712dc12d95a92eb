// 1.274: a save that ends a condition `at: "damaged"` is made each time its holder takes damage (after the damage,
// while they still stand), or with `bySource` only when whoever applied the condition dealt it (Sympathy's save
// when its target harms its holder). A success ends the condition, as a turn's save does (`turnSave`: a package may
// settle it its own way).

import { turnSave } from "../../combat/capabilities/durations.js";
import type { CapabilityModule } from "../../combat/capability.js";
import type { DamagedSaveEnds } from "./def.js";

export const damagedSaves: CapabilityModule = {
  id: "damaged-saves",
  keys: ["applies[].saveEnds.bySource"],
  shapeCondition(_ctx, _target, cond, applied) {
    if ((applied.saveEnds as DamagedSaveEnds | undefined)?.bySource) cond.savesOnSourceDamage = true;
  },
  onDamage(ctx, target, damage) {
    if (damage.amount <= 0 || damage.passedOn) return;
    for (const cond of [...target.conditions]) {
      if (cond.saveEnds?.at !== "damaged" || target.status !== "standing") continue;
      if (!target.conditions.includes(cond)) continue;
      if (cond.savesOnSourceDamage && damage.source !== cond.source) continue;
      turnSave(ctx, target, cond);
    }
  },
};
