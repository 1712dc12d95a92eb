// Riders (`rider`): after its user lands a blow, an `own-hit` window asks the user whether to add a rider
// (Divine Smite); the rider's effects land on the one hit, with dice doubled on a critical hit.
import { weaponOrigin } from "../blow.js";
import type { CapabilityModule } from "../capability.js";
import { incapacitated } from "../stats.js";
import { usesOf } from "../uses.js";
import { openWindow } from "../windows.js";
import { useOption } from "./acting.js";

export const riders: CapabilityModule = {
  id: "riders",
  keys: ["rider"],
  decide(_ctx, act) {
    return act.onto ? { lands: true, critical: act.onto.critical } : undefined;
  },
  onHit(ctx, act, use, target, result) {
    if (!result.lands || act.onto || (!use.m.attackRoll && use.toHit === undefined)) return;
    const weapon = weaponOrigin(use);
    openWindow(ctx, "own-hit", act.actor, target.id, [act.actor], {
      blow: { critical: !!result.critical, melee: use.melee && !use.range, weapon },
    });
  },
  reactionMenu(ctx, who, window, out) {
    if (window.moment !== "own-hit" || !window.blow || incapacitated(ctx.ruleset, who)) return;
    const blow = window.blow;
    for (const use of usesOf(ctx.ruleset, ctx.state, who)) {
      const on = use.m.rider?.on;
      if (!on || (on === "weapon-hit" && !blow.weapon) || (on === "melee-hit" && !(blow.melee && blow.weapon)))
        continue;
      const o = useOption(ctx, who, use, `rider:${use.id}`, {
        targetsOnly: [window.about!],
        module: "reactions",
        moment: "own-hit",
      });
      if (o) out.push(o);
    }
  },
};
