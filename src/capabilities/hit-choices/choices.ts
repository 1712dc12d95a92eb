// 1.248: responses to the hits of a flurry. A `hit` moment with `budget` answers only a hit by a strike paid for with
// that budget (the act beneath the window spent it). Responses to one's own hit are each taken once per hit, and
// taking one leaves its holder asked again for the others, so Stunning Strike and an Open Hand effect go on the same
// blow; of those sharing a `oneOf` group only one is taken per hit (the next hit's window offers them all again).
// A condition with the `cannot-react` effect keeps its holder from whatever spends a reaction budget (an opportunity
// attack, a reaction entry); responses to one's own hit spend none, so they stay.

import { budgetFor } from "../../combat/capabilities/budgets.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { combatant } from "../../combat/context.js";
import { rules } from "../../combat/rules.js";
import { hasEffect } from "../../combat/stats.js";
import type { WindowFrame } from "../../combat/types.js";
import { CANNOT_REACT } from "./def.js";

export const hitChoices: CapabilityModule = {
  id: "hit-choices",
  keys: ["reaction.budget", "reaction.oneOf"],
  keepsReaction(ctx, _who, use, window) {
    const r = use.m.reaction;
    if (!r) return true;
    if (r.budget !== undefined) {
      const below = ctx.state.stack[ctx.state.stack.indexOf(window) - 1];
      if (window.moment !== "hit" || below?.kind !== "act" || below.budget !== r.budget) return false;
    }
    if (window.taken?.includes(use.id)) return false;
    return r.oneOf === undefined || !window.oneOf?.includes(r.oneOf);
  },
  offer(ctx, who, use, offer) {
    if (!hasEffect(ctx.ruleset, who, CANNOT_REACT)) return undefined;
    const b = offer.budget ?? budgetFor(ctx, use);
    const reaction = rules(ctx.ruleset).budgets.some((d) => d.reaction && d.id === b);
    return reaction && !offer.lent ? "cannot take reactions" : undefined;
  },
  onUse(ctx, act, use) {
    const r = use.m.reaction;
    if (r?.by !== "self") return;
    const window = ctx.state.stack[ctx.state.stack.indexOf(act) - 1] as WindowFrame | undefined;
    if (window?.kind !== "window" || !window.self) return;
    window.taken = [...(window.taken ?? []), use.id];
    if (r.oneOf !== undefined) window.oneOf = [...(window.oneOf ?? []), r.oneOf];
    // Asked again for its other responses to this hit (passed over at once when it has none).
    const who = combatant(ctx, act.actor);
    if (!window.ask.includes(who.id)) window.ask.unshift(who.id);
  },
};
