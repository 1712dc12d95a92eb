// Saves (`save`): each target rolls against the use's difficulty; a success takes half (`onSuccess: "half"`)
// or nothing.

import { coverBonus, coverOf } from "../board/cover.js";
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
    const user = combatant(ctx, act.actor);
    const dc = saveDifficulty(ctx.ruleset, ctx.state, user, use);
    // Cover counts against dex saves, from an area's point or else from the user.
    const from = act.at ?? user.at;
    const dex = ctx.ruleset.sheet.saves?.find((x) => x.id === s.save)?.ability === "dex";
    const bonus = dex && from ? coverBonus(coverOf(ctx.state, from, target, act.at ? undefined : user)) : 0;
    if (!rollSave(ctx, target, s.save, dc, use.name, bonus, { source: user, use: use.id })) return { lands: true };
    return s.onSuccess === "half" ? { lands: true, halved: true } : { lands: false };
  },
};
