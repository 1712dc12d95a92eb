// Saves (`save`): each target rolls against the use's difficulty; a success takes half (`onSuccess: "half"`)
// or nothing.
import type { CapabilityModule } from "../capability.js";
import { combatant } from "../context.js";
import { rollSave } from "../saves.js";
import { saveDifficulty } from "../stats.js";

export const save: CapabilityModule = {
  id: "save",
  keys: ["save"],
  decide(ctx, act, use, target) {
    const s = use.m.save;
    if (!s) return undefined;
    const dc = saveDifficulty(ctx.ruleset, ctx.state, combatant(ctx, act.actor), use);
    if (!rollSave(ctx, target, s.save, dc, use.name)) return { lands: true };
    return s.onSuccess === "half" ? { lands: true, halved: true } : { lands: false };
  },
};
