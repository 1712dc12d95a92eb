// 1.313: an entry with `takes` makes its user take those standard actions as it is used, spending no budget of
// theirs: Expeditious Retreat Dashes as it is cast. Only when it is used, not when an echo repeats its effect.

import { doStandardAction } from "../../combat/capabilities/standard.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { combatant, emit } from "../../combat/context.js";
import "./def.js";

export const takes: CapabilityModule = {
  id: "takes",
  keys: ["takes"],
  onUse(ctx, act, use) {
    if (act.echo || !use.m.takes) return;
    const who = combatant(ctx, act.actor);
    for (const action of use.m.takes) {
      emit(ctx, { t: "takes", who: who.id, action, name: use.name });
      doStandardAction(ctx, who, action);
    }
  },
};
