// 1.202: conditions that end together. A condition applied with `endsWith` remembers the other one; whenever that
// one ends on the same holder (a save, a cure, a broken concentration, its time), the conditions applied with it by
// the same use end too, and the log says why. Only those of the same source and use: another caster's charm ending
// leaves this caster's incapacitation alone.
import type { CapabilityModule } from "../../combat/capability.js";
import { endCondition } from "../../combat/conditions.js";
import "./def.js";

export const endsWith: CapabilityModule = {
  id: "ends-with",
  keys: ["endsWith"],
  onConditionApplied(_ctx, _who, cond, applied) {
    if (applied?.endsWith) cond.endsWith = applied.endsWith;
  },
  onConditionEnded(ctx, holder, ended) {
    const along = holder.conditions.filter(
      (c) => c.endsWith === ended.id && c.source === ended.source && c.by === ended.by,
    );
    for (const c of along) endCondition(ctx, holder, c, `ended with ${ended.id}`);
  },
};
