// Healing (`kind: "heal"` with an amount) and temporary points (`temporary`), which do not stack: the larger stays.
import { rollDice } from "../../dice/index.js";
import { amountOf } from "../amount.js";
import type { CapabilityModule } from "../capability.js";
import { combatant, emit } from "../context.js";
import { applyHealing } from "../damage.js";
import { parsedDice } from "../dice.js";

export const healing: CapabilityModule = {
  id: "healing",
  keys: ["temporary"],
  onHit(ctx, act, use, target, result) {
    if (!result.lands) return;
    if (use.m.kind === "heal") {
      const expr = amountOf(ctx, act, use, combatant(ctx, act.actor));
      if (expr) {
        const maximize = ctx.caps.modulesWith("maximizesHealing").some((m) => m.maximizesHealing!(ctx, act, use));
        const roll = rollDice(expr, ctx.rng, { maximize });
        // Extension point "healing amount": packages change what the heal gives (1.251: uses chosen).
        let amount = Math.max(0, roll.total);
        for (const m of ctx.caps.modulesWith("adjustHealing")) amount = m.adjustHealing!(ctx, act, use, target, amount);
        applyHealing(ctx, target, Math.max(0, amount), act.actor, roll, use);
      }
    }
    if (use.m.temporary !== undefined && target.status === "standing") {
      const amount = Math.max(0, rollDice(parsedDice(use.m.temporary), ctx.rng).total);
      if (amount > target.temp) {
        target.temp = amount;
        emit(ctx, { t: "temporary", who: target.id, amount });
      }
    }
  },
};
