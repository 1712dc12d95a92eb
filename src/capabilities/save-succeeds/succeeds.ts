// `save.succeeds` (1.181): a target meeting any one of its tests succeeds on the save without rolling (logged
// `save-succeeded`), with what a success brings: half, nothing, or on a creature's action only its conditions
// spared. Decided before the save module rolls.
import { immuneTo } from "../../combat/capabilities/immunity.js";
import { sparesOnly } from "../../combat/capabilities/save.js";
import type { CapabilityModule, TargetResult } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import { creatureOf } from "../../combat/stats.js";
import { passesTest } from "../../combat/target-test.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { SaveSucceeded } from "./def.js";

/** Why `t` succeeds on `use`'s save without rolling, if it does. */
export function succeedsWithout(ctx: Ctx, use: UseDef, t: Combatant): SaveSucceeded["why"] | undefined {
  const s = use.m.save?.succeeds;
  if (!s) return undefined;
  const immune = creatureOf(ctx.ruleset, t)?.immune ?? [];
  if (s.immune?.some((type) => immune.includes(type) || immune.includes("all"))) return "immune";
  if (s.conditionImmune?.some((c) => immuneTo(ctx.ruleset, ctx.state, t, c))) return "conditionImmune";
  if (s.is && passesTest(ctx.ruleset, t, s.is)) return "is";
  return undefined;
}

/** What a success on `use`'s save brings. */
export function successOf(use: UseDef): TargetResult {
  if (sparesOnly(use)) return { lands: true, spared: true };
  return use.m.save!.onSuccess === "half" ? { lands: true, halved: true } : { lands: false };
}

export const saveSucceeds: CapabilityModule = {
  id: "save-succeeds",
  keys: ["save.succeeds"],
  decide(ctx, act, use, target) {
    const why = succeedsWithout(ctx, use, target);
    if (!why) return undefined;
    emit(ctx, { t: "save-succeeded", who: target.id, save: use.m.save!.save, by: act.actor, use: use.id, why });
    return successOf(use);
  },
};
