// The engine's own `combat.bonusSpell` (the reference has no key for it): a spell cast on the bonus budget
// allows only a cantrip on the action budget as another spell in the same turn, and once any other spell
// was cast that turn, no spell is offered on the bonus budget. Only the turn-holder's own casting counts.
import type { CapabilityModule } from "../capability.js";
import { active, type Ctx } from "../context.js";
import type { Combatant } from "../types.js";
import type { UseDef } from "../uses.js";

function ruleFor(ctx: Ctx, use: UseDef) {
  const rule = ctx.ruleset.combat?.bonusSpell;
  return rule && use.catalog && !use.notCast && rule.catalogs.includes(use.catalog) ? rule : undefined;
}

/** A cantrip on the budget the rule still allows beside a bonus-action spell. */
const allowedBeside = (use: UseDef, budget: string | undefined, cantrip: string | undefined, bonus: string) =>
  (use.level ?? 0) === 0 && budget !== bonus && (cantrip === undefined || budget === cantrip);

export const bonusSpell: CapabilityModule = {
  id: "bonus-spell",
  keys: [],
  onTurnStart(_ctx, who) {
    delete who.spellsCast;
  },
  offer(ctx, who, use, offer) {
    const rule = ruleFor(ctx, use);
    if (!rule || offer.lent || active(ctx.state).id !== who.id || !who.spellsCast) return undefined;
    const cast = who.spellsCast;
    if (cast.bonus && !allowedBeside(use, offer.budget, rule.cantrip, rule.budget))
      return "a spell cast as a bonus action allows only a cantrip as the other spell this turn";
    if (offer.budget === rule.budget && cast.other)
      return "another spell than a cantrip was cast this turn: no spell as a bonus action";
    return undefined;
  },
  onUse(ctx, act, use) {
    const rule = ruleFor(ctx, use);
    if (!rule || act.echo || act.onto) return;
    const who: Combatant | undefined = ctx.state.combatants[act.actor];
    if (!who || active(ctx.state).id !== who.id) return;
    who.spellsCast ??= {};
    const cast = who.spellsCast;
    if (act.budget === rule.budget) cast.bonus = true;
    else if (!allowedBeside(use, act.budget, rule.cantrip, rule.budget)) cast.other = true;
  },
};
