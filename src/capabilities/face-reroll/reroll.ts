// 1.408: a die of the holder's own attack roll, save or check that shows a face it rerolls is rolled again once,
// and the new number kept even when it shows that face again. With advantage or disadvantage every die showing the
// face is rerolled. Several holdings of the same face still reroll a die only once.
import type { CapabilityModule } from "../../combat/capability.js";
import { emit } from "../../combat/context.js";
import { conditionDef, conditionIds } from "../../combat/stats.js";
import "./def.js";

export const faceReroll: CapabilityModule = {
  id: "face-reroll",
  keys: ["rerollsFace"],
  rerollD20(ctx, roller, rolls) {
    const faces = new Set<number>();
    for (const id of conditionIds(ctx.ruleset, roller.who)) {
      const r = conditionDef(ctx.ruleset, id)?.rerollsFace;
      if (r && (!r.rolls || r.rolls.includes(roller.kind))) faces.add(r.face);
    }
    if (faces.size === 0) return;
    rolls.forEach((from, i) => {
      if (!faces.has(from)) return;
      const to = ctx.rng.die(20);
      rolls[i] = to;
      emit(ctx, { t: "reroll", who: roller.who.id, kind: roller.kind, from, to });
    });
  },
};
