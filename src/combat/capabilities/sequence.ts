// A creature's multiattack (`sequence`): one menu option that pays its own budget once and then makes each
// listed action `count` times, in order, each a use of its own (reaction windows open per attack). Steps pay no
// budget; a step that cannot be offered now (used up, recharging, no one in reach) is left out.
import type { CapabilityModule } from "../capability.js";
import { type Ctx, combatant } from "../context.js";
import { offerUse } from "../offer.js";
import { incapacitated } from "../stats.js";
import type { Combatant, Option, SequenceStep } from "../types.js";
import { type UseDef, usesOf } from "../uses.js";
import { startAct, useOption } from "./acting.js";

interface Attack {
  readonly option: Option;
  readonly candidates: readonly string[];
}

/** The attacks a sequence makes now, one per count, each with whom it can reach. */
function attacksOf(ctx: Ctx, who: Combatant, use: UseDef, budget: string | undefined): Attack[] {
  const all = usesOf(ctx.ruleset, ctx.state, who);
  const out: Attack[] = [];
  for (const step of use.steps ?? []) {
    const stepUse = all.find((u) => u.id === step.use);
    if (!stepUse) continue;
    // Offered on the sequence's budget, which is still unspent when the menu is built and the choice taken.
    const option = useOption(ctx, who, stepUse, `use:${stepUse.id}`, budget !== undefined ? { budget } : {});
    if (!option?.targets) continue;
    for (let k = 0; k < step.count; k++) out.push({ option, candidates: option.targets.candidates });
  }
  return out;
}

/** Whom each attack goes at: the target named in its place (the last named past the end of the list), else the
 * first named target it can reach; an attack that can reach none of them is not made. */
export function assignTargets(steps: readonly SequenceStep[], named: readonly string[]): (string | undefined)[] {
  return steps.map((s, i) => {
    const want = named[Math.min(i, named.length - 1)];
    return want !== undefined && s.candidates.includes(want) ? want : named.find((t) => s.candidates.includes(t));
  });
}

export const sequence: CapabilityModule = {
  id: "sequence",
  keys: ["sequence"],
  menu(ctx, who, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    for (const use of usesOf(ctx.ruleset, ctx.state, who)) {
      if (!use.steps || use.m.reaction) continue;
      const offer = offerUse(ctx, who, use);
      if (!offer) continue;
      const attacks = attacksOf(ctx, who, use, offer.budget);
      if (!attacks.length) continue;
      const candidates = [...new Set(attacks.flatMap((a) => a.candidates))];
      out.push({
        id: `use:${use.id}`,
        module: "sequence",
        kind: "use",
        label: use.name,
        who: who.id,
        use: use.id,
        useKind: attacks.some((a) => a.option.useKind === "attack")
          ? "attack"
          : (attacks[0]!.option.useKind ?? "attack"),
        ...(offer.budget !== undefined ? { budget: offer.budget } : {}),
        ...(offer.payments ? { payments: offer.payments } : {}),
        targets: { min: 1, max: attacks.length, candidates },
        steps: attacks.map((a) => ({ use: a.option.use!, label: a.option.label, candidates: a.candidates })),
      });
    }
  },
  take(ctx, who, option, choice) {
    const c = combatant(ctx, who.id);
    const use = usesOf(ctx.ruleset, ctx.state, c).find((u) => u.id === option.use)!;
    const attacks = attacksOf(ctx, c, use, option.budget);
    const targets = assignTargets(option.steps ?? [], choice.targets ?? []);
    // The stack runs innermost last: the attacks go on first, in reverse, so the sequence's own act (which pays
    // the budget and logs the multiattack) runs first and the attacks follow in order.
    for (let i = attacks.length - 1; i >= 0; i--) {
      const target = targets[i];
      if (target === undefined) continue;
      const { budget: _free, ...step } = attacks[i]!.option;
      startAct(ctx, c, step, { option: step.id, targets: [target] });
    }
    startAct(ctx, c, option, { option: option.id, targets: [], ...(choice.pay ? { pay: choice.pay } : {}) });
  },
};
