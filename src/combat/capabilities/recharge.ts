// A creature action's `recharge` ("Recharge 5–6"): using it spends it; at the start of each of its holder's turns
// a roll of `dice` (1d6 when omitted) recovers it on `on` or higher (the die's highest face when omitted). The
// menu does not offer it while spent. Spent actions are kept in the state (`recharging`), so snapshots carry them.
import { maximum, rollDice } from "../../dice/index.js";
import type { CapabilityModule } from "../capability.js";
import { emit } from "../context.js";
import { parsedDice } from "../dice.js";
import type { Combatant } from "../types.js";
import { usesOf } from "../uses.js";

const DEFAULT_DICE = "1d6";

function isSpent(who: Combatant, use: string): boolean {
  return who.recharging?.includes(use) === true;
}

export const recharge: CapabilityModule = {
  id: "recharge",
  keys: ["recharge"],
  offer(_ctx, who, use) {
    return use.recharge && isSpent(who, use.id) ? "recharging" : undefined;
  },
  onUse(ctx, act, use) {
    if (!use.recharge) return;
    const who = ctx.state.combatants[act.actor]!;
    if (!isSpent(who, use.id)) who.recharging = [...(who.recharging ?? []), use.id];
  },
  onTurnStart(ctx, who) {
    if (!who.recharging?.length) return;
    const uses = usesOf(ctx.ruleset, ctx.state, who);
    const still: string[] = [];
    for (const id of who.recharging) {
      const use = uses.find((u) => u.id === id);
      if (!use?.recharge) continue;
      const expr = parsedDice(use.recharge.dice ?? DEFAULT_DICE);
      const on = use.recharge.on ?? maximum(expr);
      const dice = rollDice(expr, ctx.rng);
      const recharged = dice.total >= on;
      emit(ctx, { t: "recharge", who: who.id, use: id, name: use.name, dice, on, recharged });
      if (!recharged) still.push(id);
    }
    if (still.length) who.recharging = still;
    else delete who.recharging;
  },
};
