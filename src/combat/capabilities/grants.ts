// A combat condition's `grants`: a budget its holder gains, and with `attacks` what it buys — one strike with a
// weapon or attack action (5e's Frenzy: a melee weapon attack as a bonus action each turn). The holder starts
// each turn with at least one of the granted budget, so a budget declared with `perTurn: 0` exists only for it.
// Extension point "granted strikes": a package may narrow which strikes a grant buys, or how (1.242: by name, after
// the Attack action).
import type { CapabilityModule, GrantDef } from "../capability.js";
import type { Ctx } from "../context.js";
import { conditionDef, conditionIds, incapacitated } from "../stats.js";
import type { Combatant } from "../types.js";
import { type UseDef, usesOf } from "../uses.js";
import { startAct, useOption } from "./acting.js";

declare module "../../ruleset/combat.js" {
  /** A condition's `grants`; packages add what narrows the strike it buys (1.242 `names`, `afterAttack`). */
  interface GrantFields {
    readonly budget: string;
    readonly attacks?: boolean;
  }
  interface CombatConditionDef {
    readonly grants?: GrantFields;
  }
}

type Grant = GrantDef;

function grantsOf(ctx: Ctx, who: Combatant): Grant[] {
  const out: Grant[] = [];
  for (const id of conditionIds(ctx.ruleset, who)) {
    const g = conditionDef(ctx.ruleset, id)?.grants;
    if (g) out.push(g);
  }
  return out;
}

/** A strike: an attack made with a fixed bonus (a weapon, an attack row or a creature's attack), not an area. */
export function isStrike(use: UseDef): boolean {
  return use.toHit !== undefined && (use.m.kind ?? "attack") === "attack" && !use.m.area && !use.m.reaction;
}

export const grants: CapabilityModule = {
  id: "grants",
  keys: ["grants.budget", "grants.attacks"],
  onTurnStart(ctx, who) {
    for (const g of grantsOf(ctx, who)) who.budgets[g.budget] = Math.max(1, who.budgets[g.budget] ?? 0);
  },
  menu(ctx, who, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    const budgets = new Set(
      grantsOf(ctx, who)
        .filter((g) => g.attacks)
        .map((g) => g.budget),
    );
    const narrowers = ctx.caps.modulesWith("grantedStrike");
    for (const budget of budgets) {
      if ((who.budgets[budget] ?? 0) < 1) continue;
      const held = grantsOf(ctx, who).filter((g) => g.attacks && g.budget === budget);
      for (const use of usesOf(ctx.ruleset, ctx.state, who)) {
        if (!isStrike(use) || use.offeredBy) continue;
        const id = `grant:${use.id}@${budget}`;
        // A strike that already spends this budget is on the menu as it is.
        if (out.some((o) => o.use === use.id && o.budget === budget)) continue;
        // Extension point "granted strikes": any grant of this budget that still buys the strike, as it leaves it.
        let bought: UseDef | undefined;
        for (const g of held) {
          let as: UseDef | undefined = use;
          for (const m of narrowers) {
            if (!as) break;
            as = m.grantedStrike!(ctx, who, g, as);
          }
          if (as) {
            bought = as;
            break;
          }
        }
        if (!bought) continue;
        const option = useOption(ctx, who, bought, id, { budget, module: "grants" });
        if (option) out.push(option);
      }
    }
  },
  take(ctx, who, option, choice) {
    startAct(ctx, who, option, choice);
  },
};
