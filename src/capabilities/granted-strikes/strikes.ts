// 1.242, 1.244, 1.246, 1.239: strikes bought with another budget, and waiting for the Attack action.
//
// The Attack action is a strike from an attack list's row or a wielded weapon, made on its holder's own turn and
// paid with its own budget: never one a grant paid for. The strikes it was made with are kept on the combatant for
// the turn. An entry with `afterAttack` is offered only once one was made (with one of `names`, or a weapon passing
// `items`). A held entry's `grantsStrike` offers each strike it allows on its budget, as a condition's
// `grants.attacks` does (the same narrowing answers the core's "granted strikes" for a condition's grant): `names`
// those attacks alone, `melee` only within reach (a thrown weapon's range dropped, so it is swung), `afterAttack`
// after the Attack action, `when` and `wielding` as an attack rule's. It gives no budget of its own.
import { startAct, useOption } from "../../combat/capabilities/acting.js";
import { budgetFor } from "../../combat/capabilities/budgets.js";
import { isStrike } from "../../combat/capabilities/grants.js";
import type { CapabilityModule, Ctx } from "../../combat/capability.js";
import { combatant } from "../../combat/context.js";
import { incapacitated } from "../../combat/stats.js";
import type { Combatant, Option } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import { heldEntries, holds, itemMatches, named, wieldingOnly } from "../attack-rows/held.js";
import type { AfterAttack, GrantsStrikeDef } from "./def.js";

/** Whether `who` took the Attack action this turn, as `after` asks for. */
export function attackedAs(ctx: Ctx, who: Combatant, after: AfterAttack | undefined): boolean {
  if (!after) return true;
  const made = who.attackAction ?? [];
  if (after === true) return made.length > 0;
  if (!made.length) return false;
  const uses = usesOf(ctx.ruleset, ctx.state, who);
  return made.some((id) => {
    const use = uses.find((u) => u.id === id);
    return !!use && (named(after.names, use.name) || itemMatches(ctx.ruleset, after.items, use));
  });
}

interface Narrowing {
  readonly names?: readonly string[];
  readonly melee?: boolean;
  readonly afterAttack?: AfterAttack;
}

/** The strike `use` as a grant narrowed this way buys it, or undefined. */
function narrowed(ctx: Ctx, who: Combatant, g: Narrowing, use: UseDef): UseDef | undefined {
  if (g.names && !named(g.names, use.name)) return undefined;
  if (!attackedAs(ctx, who, g.afterAttack)) return undefined;
  if (!g.melee) return use;
  // Within reach alone: a weapon with a range and no reach is not offered; a thrown one is swung.
  if (!use.melee) return undefined;
  return use.range ? { ...use, range: undefined } : use;
}

/** The held `grantsStrike`s of `who` whose bounds hold now. */
function heldGrants(ctx: Ctx, who: Combatant): GrantsStrikeDef[] {
  const sheet = who.creature ? undefined : ctx.state.sheets[who.id];
  if (!sheet) return [];
  const out: GrantsStrikeDef[] = [];
  for (const e of heldEntries(ctx.ruleset, sheet)) {
    const g = e.mechanics!.grantsStrike;
    if (g && holds(ctx.ruleset, sheet, g.when) && wieldingOnly(ctx.ruleset, sheet, who, g.wielding)) out.push(g);
  }
  return out;
}

export const grantedStrikes: CapabilityModule = {
  id: "granted-strikes",
  keys: ["grantsStrike", "afterAttack", "grants.names", "grants.afterAttack", "grants.melee"],
  entryUses(_ruleset, _sheet, use) {
    // An entry that grants a strike is held, not used, unless it gives the budget the strike is bought with
    // (Flurry of Blows is used; Martial Arts is held).
    return use.m.grantsStrike && !use.m.gives?.length ? [] : undefined;
  },
  onTurnStart(_ctx, who) {
    if (who.attackAction) delete who.attackAction;
  },
  onUse(ctx, act, use) {
    if (act.echo || (use.origin !== "row" && use.origin !== "item-attack")) return;
    const who = combatant(ctx, act.actor);
    if (ctx.state.order[ctx.state.turn] !== who.id) return;
    // Paid with its own budget: the Attack action. A strike another budget paid for was granted.
    if (act.budget === undefined || act.budget !== budgetFor(ctx, use)) return;
    who.attackAction ??= [];
    if (!who.attackAction.includes(use.id)) who.attackAction.push(use.id);
  },
  offer(ctx, who, use) {
    return use.m.afterAttack && !attackedAs(ctx, who, use.m.afterAttack) ? "only after the Attack action" : undefined;
  },
  grantedStrike(ctx, who, grant, use) {
    return narrowed(ctx, who, grant, use);
  },
  menu(ctx, who, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    const grants = heldGrants(ctx, who);
    if (!grants.length) return;
    const uses = usesOf(ctx.ruleset, ctx.state, who);
    const made: Option[] = [];
    for (const g of grants) {
      if ((who.budgets[g.budget] ?? 0) < 1) continue;
      for (const use of uses) {
        if (!isStrike(use) || use.offeredBy) continue;
        // A strike already on the menu on this budget (its own, or another grant's) is there once.
        if ([...out, ...made].some((o) => o.use === use.id && o.budget === g.budget)) continue;
        const as = narrowed(ctx, who, g, use);
        if (!as) continue;
        const option = useOption(ctx, who, as, `grant:${use.id}@${g.budget}`, {
          budget: g.budget,
          module: "granted-strikes",
        });
        if (option) made.push(option);
      }
    }
    out.push(...made);
  },
  take(ctx, who, option, choice) {
    startAct(ctx, who, option, choice);
  },
};
