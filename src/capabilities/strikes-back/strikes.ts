// 1.422: reaction entries that strike back (`strikesWith`) or turn a missed attack on another (`redirects`). This
// module lists them itself, in place of the shared reaction menu: a strike back at the one who caused the moment
// while its best melee weapon reaches them (whatever the entry's own range), a redirect at whoever the missed attack
// could reach. Taken, the entry is paid and lands nothing of its own: the strike, or the attack made again, is
// pushed as an act of its own once the entry is done.
import { startAct } from "../../combat/capabilities/acting.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import { offerUse } from "../../combat/offer.js";
import { incapacitated } from "../../combat/stats.js";
import type { Combatant, Option, WindowFrame } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import { catches } from "../catches/catches.js";
import { attackAgain, missedAttack, redirectTargets } from "./redirect.js";
import { bestStrike } from "./strike.js";
import "./def.js";
import "./text.js";

const ours = (use: UseDef) => use.m.strikesWith !== undefined || use.m.redirects === true;

/** Whom `who`'s entry may be aimed at in `window`. */
function targetsIn(ctx: Ctx, who: Combatant, use: UseDef, window: WindowFrame): string[] {
  if (use.m.strikesWith) return bestStrike(ctx, who, window.subject) ? [window.subject] : [];
  const attack = missedAttack(ctx, window);
  return attack ? redirectTargets(ctx, who, use, attack) : [];
}

/** The window an act answering a reaction was taken in (just beneath it). */
function windowBeneath(ctx: Ctx, act: object): WindowFrame | undefined {
  const stack = ctx.state.stack;
  const below = stack[stack.indexOf(act as never) - 1];
  return below?.kind === "window" ? below : undefined;
}

export const strikes: CapabilityModule = {
  id: "strikes-back",
  keys: ["strikesWith", "redirects"],
  keepsReaction(_ctx, _who, use) {
    // Listed below, at their own targets, never by the shared menu.
    return !ours(use);
  },
  reactionMenu(ctx, who, window, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    // The others' narrowing (moment, source, distance, kind of blow) still counts; 1.416's, which keeps any
    // `"at": "chosen"` reaction for its own menu, does not.
    const keepers = ctx.caps.modulesWith("keepsReaction").filter((m) => m !== strikes && m !== catches);
    for (const use of usesOf(ctx.ruleset, ctx.state, who)) {
      if (!ours(use) || use.m.reaction?.on !== window.moment) continue;
      if (!keepers.every((k) => k.keepsReaction!(ctx, who, use, window))) continue;
      const candidates = targetsIn(ctx, who, use, window);
      if (!candidates.length) continue;
      const offer = offerUse(ctx, who, use);
      if (!offer) continue;
      out.push({
        id: `react:${use.id}`,
        module: "reactions",
        kind: "use",
        moment: window.moment,
        label: use.name,
        who: who.id,
        use: use.id,
        useKind: use.m.kind ?? "attack",
        ...(offer.budget !== undefined ? { budget: offer.budget } : {}),
        ...(offer.payments ? { payments: offer.payments } : {}),
        targets: { min: 1, max: 1, candidates },
        ...offer.shape,
      } as Option);
    }
  },
  onUse(ctx, act, use) {
    if (!ours(use)) return;
    const window = windowBeneath(ctx, act);
    const target = act.targets[0];
    // The entry itself lands nothing: what it sets going is pushed above it and runs once it is done.
    act.targets = [];
    if (!window || target === undefined) return;
    const who = ctx.state.combatants[act.actor]!;
    if (use.m.strikesWith) {
      const strike = bestStrike(ctx, who, target);
      if (!strike) return;
      emit(ctx, { t: "strikes-back", who: who.id, target, use: strike.use.id, name: strike.use.name, by: use.name });
      startAct(ctx, who, strike.option, { option: strike.option.id, targets: [target] });
      return;
    }
    const attack = missedAttack(ctx, window);
    if (!attack || !redirectTargets(ctx, who, use, attack).includes(target)) return;
    const attacker = ctx.state.combatants[attack.actor]!;
    const name = usesOf(ctx.ruleset, ctx.state, attacker).find((u) => u.id === attack.use)?.name ?? attack.use;
    emit(ctx, { t: "redirected", who: who.id, attacker: attacker.id, target, name, by: use.name });
    ctx.state.stack.push(attackAgain(attack, target));
  },
};
