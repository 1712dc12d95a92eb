// 1.191: condition immunities limited by who applies the condition. A condition the holder has keeps the named
// conditions (or kinds) off only when the one applying them passes `from`; those already in effect stay, and one
// applied by no one (or by someone outside the test: a character sheet has no types) still takes hold.

import { namesOf } from "../../combat/capabilities/immunity.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { emit } from "../../combat/context.js";
import { conditionDef, conditionIds } from "../../combat/stats.js";
import { passesTest } from "../../combat/target-test.js";
import "./def.js";

export const immunityFrom: CapabilityModule = {
  id: "immunity-from",
  keys: ["conditionImmunitiesFrom"],
  blocksCondition(ctx, target, condition, source) {
    if (!source) return false;
    const names = namesOf(ctx.ruleset, condition);
    for (const held of conditionIds(ctx.ruleset, target)) {
      const list = conditionDef(ctx.ruleset, held)?.conditionImmunitiesFrom;
      const blocking = list?.find(
        (i) => i.conditions.some((c) => names.includes(c)) && passesTest(ctx.ruleset, source, i.from),
      );
      if (!blocking) continue;
      emit(ctx, { t: "condition-blocked", who: target.id, condition, source: source.id, by: held });
      return true;
    }
    return false;
  },
};
