// Conditions a use applies (`applies`), and their durations: instant (until something ends it), rounds counted on
// the holder's or the source's turns at turn start or end, until-save and saveEnds (a save at the end of each of
// the holder's turns), and concentration.

import { turnSave } from "../../capabilities/diseases/diseases.js";
import type { CapabilityModule } from "../capability.js";
import { applyCondition, endCondition } from "../conditions.js";
import { type Ctx, combatant } from "../context.js";
import { saveDifficulty } from "../stats.js";
import type { Combatant } from "../types.js";

function tick(ctx: Ctx, who: Combatant, at: "turn-start" | "turn-end"): void {
  for (const id of ctx.state.order) {
    const holder = ctx.state.combatants[id]!;
    for (const cond of [...holder.conditions]) {
      if (cond.remaining === undefined || cond.at !== at) continue;
      const counts = cond.of === "source" ? cond.source === who.id : holder.id === who.id;
      if (!counts) continue;
      cond.remaining--;
      if (cond.remaining <= 0) endCondition(ctx, holder, cond, "duration");
    }
  }
  for (const cond of [...who.conditions]) {
    if (!cond.saveEnds || cond.saveEnds.at !== at || !who.conditions.includes(cond) || who.status !== "standing")
      continue;
    turnSave(ctx, who, cond);
  }
}

export const durations: CapabilityModule = {
  id: "durations",
  keys: ["applies"],
  onHit(ctx, act, use, target, result) {
    if (!result.lands || result.halved || !use.m.applies) return;
    const user = combatant(ctx, act.actor);
    const save = use.m.save
      ? { save: use.m.save.save, difficulty: saveDifficulty(ctx.ruleset, ctx.state, user, use) }
      : undefined;
    for (const applied of use.m.applies) {
      applyCondition(ctx, target, applied, {
        source: user,
        by: use.id,
        sustained: !!use.m.concentration,
        ...(save ? { save } : {}),
        why: use.name,
      });
    }
  },
  onTurnStart(ctx, who) {
    tick(ctx, who, "turn-start");
  },
  onTurnEnd(ctx, who) {
    tick(ctx, who, "turn-end");
  },
};
