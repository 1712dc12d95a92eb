// Taking a use on one's turn: every entry, item and creature action the combatant has, aimed by the base keys
// `kind`, `range`, `area`, `targets`, `targetCount` and `friendlyFire`.

import type { CapabilityModule } from "../capability.js";
import { type Ctx, combatant } from "../context.js";
import { extraTargets, offerUse } from "../offer.js";
import { modulesWith } from "../registry.js";
import { rules } from "../rules.js";
import { incapacitated } from "../stats.js";
import { aimOf, caught, caughtAround } from "../targeting.js";
import type { ActFrame, Choice, Combatant, Option } from "../types.js";
import { type UseDef, usesOf } from "../uses.js";
import { costLevel, countedSteps } from "./costs.js";

/** The menu option for a use, or undefined when it cannot be taken now. */
/** Extension point "target count": the targets packages add to a use for its user. */
function moreTargets(ctx: Ctx, who: Combatant, use: UseDef): number {
  let more = 0;
  for (const m of ctx.caps.modulesWith("moreTargets")) more += m.moreTargets!(ctx, who, use);
  return more;
}

export function useOption(
  ctx: Ctx,
  who: Combatant,
  use: UseDef,
  id: string,
  preset: {
    budget?: string;
    targetsOnly?: string[];
    module?: string;
    moment?: Option["moment"];
    lent?: boolean;
  } = {},
): Option | undefined {
  const offer = offerUse(ctx, who, use, {
    ...(preset.budget !== undefined ? { budget: preset.budget } : {}),
    ...(preset.lent ? { lent: true } : {}),
  });
  if (!offer) return undefined;
  const aim = aimOf(ctx, who, use, extraTargets(use, offer) + moreTargets(ctx, who, use));
  if (!aim) return undefined;
  let targets = aim.targets;
  // 1.306: a conjured weapon's extra strikes come with a spending of the attack budget only (not with a
  // reaction's opportunity attack or a strike granted on another budget).
  if (targets?.repeat && use.conjuredBy && offer.budget !== rules(ctx.ruleset).main)
    targets = { min: 1, max: 1, candidates: targets.candidates };
  for (const m of modulesWith(ctx, "narrow")) {
    if (!targets) break;
    const left = m.narrow!(ctx, who, use, targets.candidates);
    if (left.length === targets.candidates.length) continue;
    if (!left.length) return undefined;
    targets = {
      ...targets,
      min: Math.min(targets.min, left.length),
      max: Math.min(targets.max, left.length),
      candidates: left,
    };
  }
  if (preset.targetsOnly) {
    if (!targets) return undefined;
    const only = targets.candidates.filter((c) => preset.targetsOnly!.includes(c));
    if (!only.length) return undefined;
    targets = {
      min: 1,
      max: targets.repeat ? targets.max : Math.min(targets.max, only.length),
      candidates: only,
      ...(targets.repeat ? { repeat: true as const } : {}),
    };
  }
  return {
    id,
    module: preset.module ?? "acting",
    kind: "use",
    ...(preset.moment ? { moment: preset.moment } : {}),
    label: use.name,
    who: who.id,
    use: use.id,
    useKind: use.m.kind ?? "attack",
    ...(offer.budget !== undefined ? { budget: offer.budget } : {}),
    ...(offer.payments ? { payments: offer.payments } : {}),
    ...(offer.draw ? { draw: offer.draw } : {}),
    ...(targets ? { targets } : {}),
    ...(aim.cells && !preset.targetsOnly ? { cells: aim.cells } : {}),
    ...offer.shape,
  } as Option;
}

/** Starts an act for a chosen option. */
export function startAct(ctx: Ctx, who: Combatant, option: Option, choice: Choice, onto?: ActFrame["onto"]): void {
  const use = usesOf(ctx.ruleset, ctx.state, who).find((u) => u.id === option.use)!;
  const pay = option.payments?.find((p) => p.pool === choice.pay) ?? option.payments?.[0];
  const targets = choice.targets
    ? [...choice.targets]
    : use.m.area?.around
      ? caughtAround(ctx, who, use)
      : choice.at && use.m.area
        ? caught(ctx, who, use, choice.at)
        : [];
  const act: ActFrame = {
    kind: "act",
    actor: who.id,
    use: use.id,
    targets,
    steps:
      pay?.level !== undefined ? countedSteps(ctx.caps, use, Math.max(0, pay.level - costLevel(use, ctx.ruleset))) : 0,
    i: 0,
    began: false,
    rolls: {},
    asked: [],
    dealt: {},
  };
  if (choice.at) act.at = choice.at;
  // 1.285: where its user moves once it is done (capabilities/after-move.ts).
  if (choice.moveTo) act.moveTo = [choice.moveTo[0], choice.moveTo[1]];
  // A payment in the item's own charges (1.269) is spent with the item, from no pool; its level only counts steps.
  if (pay?.charges !== undefined) act.moreCharges = pay.charges;
  else if (pay) {
    act.pool = pay.pool;
    if (pay.level !== undefined) act.level = pay.level;
  }
  if (option.budget !== undefined) act.budget = option.budget;
  if (onto) act.onto = onto;
  // Extension point "act choices": what else the choice says about this act (1.251: the uses it spends).
  for (const m of modulesWith(ctx, "fromChoice")) m.fromChoice!(ctx, act, use, option, choice);
  ctx.state.stack.push(act);
}

export const acting: CapabilityModule = {
  id: "acting",
  keys: ["mechanics", "kind", "range", "area", "targets", "targetCount", "friendlyFire"],
  menu(ctx, who, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    for (const use of usesOf(ctx.ruleset, ctx.state, who)) {
      // Riders ride on blows, reactions answer windows, and some uses have a module of their own (multiattacks).
      if (use.m.reaction || use.m.kind === "rider" || use.offeredBy) continue;
      const option = useOption(ctx, who, use, `use:${use.id}`);
      if (option) out.push(option);
    }
  },
  take(ctx, who, option, choice) {
    startAct(ctx, combatant(ctx, who.id), option, choice);
  },
};

/**
 * The option of a use lent a budget by `lent.module` (a signature action's): the shape the module that gives the
 * use its meaning answers through the *lent uses* extension point, else an ordinary use option.
 */
export function lentUseOption(
  ctx: Ctx,
  who: Combatant,
  use: UseDef,
  lent: { readonly id: string; readonly module: string; readonly moment?: Option["moment"] },
): Option | undefined {
  for (const m of modulesWith(ctx, "lentOption")) {
    const own = m.lentOption!(ctx, who, use, lent);
    if (own !== undefined) return own ?? undefined;
  }
  return useOption(ctx, who, use, lent.id, {
    module: lent.module,
    ...(lent.moment !== undefined ? { moment: lent.moment } : {}),
    lent: true,
  });
}

/** Starts a lent option: the module that shaped it, else an ordinary act. */
export function startLentAct(ctx: Ctx, who: Combatant, option: Option, choice: Choice): void {
  for (const m of modulesWith(ctx, "startLent")) if (m.startLent!(ctx, who, option, choice)) return;
  startAct(ctx, who, option, choice);
}
