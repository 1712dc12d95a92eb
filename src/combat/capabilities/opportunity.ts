// Opportunity attacks: when a foe leaves someone's reach, that someone may strike it with a melee attack,
// spending the reaction budget. Disengaging (the `no-opportunity` effect) provokes no one.
import type { CapabilityModule } from "../capability.js";
import { combatant } from "../context.js";
import { cutOff } from "../cut-off.js";
import { rules } from "../rules.js";
import { incapacitated } from "../stats.js";
import { usesOf } from "../uses.js";
import { useOption } from "./acting.js";

export const opportunity: CapabilityModule = {
  id: "opportunity",
  keys: [],
  reactionMenu(ctx, who, window, out) {
    if (window.moment !== "leaves-reach" || incapacitated(ctx.ruleset, who)) return;
    // 1.314: no one strikes someone cut off from them as they move, nor are struck by them.
    if (cutOff(ctx, who, combatant(ctx, window.subject))) return;
    const budget = rules(ctx.ruleset).reaction;
    if (budget === undefined) return;
    for (const use of usesOf(ctx.ruleset, ctx.state, who)) {
      // A reaction or a rider is never the opportunity attack itself.
      if (use.m.reaction || use.m.kind === "rider" || use.m.area || !use.melee || use.offeredBy) continue;
      if ((use.m.kind ?? "attack") !== "attack" || (use.toHit === undefined && !use.m.attackRoll)) continue;
      const o = useOption(ctx, who, use, `opportunity:${use.id}`, {
        budget,
        targetsOnly: [window.subject],
        module: "reactions",
        moment: window.moment,
      });
      if (o) out.push(o);
    }
  },
};
