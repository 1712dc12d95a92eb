// Cures (1.176): `ends` removes conditions (by id, or by kind, 1.258) in the order listed, at most `count`;
// `stabilizes` makes a dying target stable; `revives` brings back someone dead no more than `withinRounds` rounds.
// A cure reaches the fallen it can help (extension point "reaching the fallen"); an entry that does nothing but
// cure is aimed only at those it can help, and one that revives only at the recently dead.

import { namesOf } from "../../combat/capabilities/immunity.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { endCondition } from "../../combat/conditions.js";
import { type Ctx, emit } from "../../combat/context.js";
import { parsedDice } from "../../combat/dice.js";
import { passesTest } from "../../combat/target-test.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import { rollDice } from "../../dice/index.js";
import type { Mechanics } from "../../ruleset/mechanics.js";
import type { EndsDef } from "./def.js";

/** Keys that shape how a use is taken and aimed, not what it does: beside them a cure has nothing else to do. */
export const FRAMING: ReadonlySet<string> = new Set([
  "kind",
  "range",
  "area",
  "targets",
  "targetCount",
  "friendlyFire",
  "cost",
  "perCostStep",
  "targetsPerCostStep",
  "budget",
  "free",
  "concentration",
  "components",
  "reaction",
  "seen",
  "usesOf",
  "attackRoll",
  "autoHit",
  "save",
  "check",
  "ends",
  "stabilizes",
  "revives",
  // 1.236: ending the user's own condition once used is the price of the cure, nothing done to its targets.
  "endsCondition",
]);

const cures = (m: Partial<Mechanics>) => m.ends !== undefined || m.stabilizes === true || m.revives !== undefined;

/** Whether a use does nothing but cure (1.176: "only removes conditions or only stabilizes"). */
export function onlyCures(use: UseDef): boolean {
  return cures(use.m) && Object.keys(use.m).every((k) => FRAMING.has(k));
}

/** Whether `cond` was applied by someone `ends` cures what they applied (1.236 `from`; anyone without it). */
function fromCured(ctx: Ctx, cond: Combatant["conditions"][number], ends: EndsDef): boolean {
  if (!ends.from) return true;
  const source = cond.source ? ctx.state.combatants[cond.source] : undefined;
  return !!source && passesTest(ctx.ruleset, source, ends.from);
}

/** What a cure is: the use and the level paid for it, which some conditions ask of their cure (1.261). */
export interface CureBy {
  readonly use: UseDef;
  readonly level: number;
}

/** Whether the cure `by` may end `cond` (extension point "cure blockers": 1.261 `curedOnlyBy`). */
function curable(ctx: Ctx, target: Combatant, cond: Combatant["conditions"][number], by: CureBy): boolean {
  return !ctx.caps.modulesWith("blocksCure").some((m) => m.blocksCure!(ctx, target, cond, by.use, by.level));
}

/** The conditions `ends` (of the cure `by`) would end on `target`, in its order, at most `count`. */
export function endsOn(ctx: Ctx, target: Combatant, ends: EndsDef, by: CureBy) {
  const out: Combatant["conditions"] = [];
  const left = ends.count ?? Number.POSITIVE_INFINITY;
  for (const name of ends.conditions)
    for (const cond of target.conditions)
      if (
        out.length < left &&
        !out.includes(cond) &&
        namesOf(ctx.ruleset, cond.id).includes(name) &&
        fromCured(ctx, cond, ends) &&
        curable(ctx, target, cond, by)
      )
        out.push(cond);
  return out;
}

/** The cure of `use` as paid for in `act` (its own level when no level was paid). */
export const cureBy = (use: UseDef, level?: number): CureBy => ({ use, level: level ?? use.level ?? 0 });

/** Whether `target` died recently enough for `use` to bring it back. */
export function revivable(ctx: Ctx, use: UseDef, target: Combatant): boolean {
  const within = use.m.revives?.withinRounds;
  return (
    within !== undefined &&
    target.status === "dead" &&
    target.died !== undefined &&
    ctx.state.round - target.died <= within
  );
}

const ANY_LEVEL = Number.POSITIVE_INFINITY;

/** Whether a cure of `use` (paid at `level`) would do something for `target`. */
export function helps(ctx: Ctx, use: UseDef, target: Combatant, level?: number): boolean {
  if (use.m.revives) return revivable(ctx, use, target);
  if (target.status === "dead" || target.status === "fled") return false;
  if (use.m.stabilizes && target.status === "dying") return true;
  return !!use.m.ends && endsOn(ctx, target, use.m.ends, cureBy(use, level)).length > 0;
}

function revive(ctx: Ctx, actor: string, use: UseDef, target: Combatant): void {
  const dice = rollDice(parsedDice(use.m.revives!.health), ctx.rng);
  target.status = "standing";
  target.hp = Math.min(target.maxHp, Math.max(1, dice.total));
  target.death = { successes: 0, failures: 0 };
  delete target.died;
  emit(ctx, { t: "revived", who: target.id, by: actor, name: use.name, hp: target.hp, dice });
}

export const curesModule: CapabilityModule = {
  id: "cures",
  keys: ["ends", "stabilizes", "revives"],
  // The dying and stable are reached only by healing, the dead by nothing: a cure reaches those it can help.
  // Before it is paid for, a cure may still be paid at a level high enough for what it is asked to cure (1.261).
  reachesFallen: (ctx, use, target) => cures(use.m) && helps(ctx, use, target, ANY_LEVEL),
  narrow(ctx, _who, use, candidates) {
    // "can target only someone who died no more than that many rounds ago"; a use that only cures, only those it helps.
    if (!use.m.revives && !onlyCures(use)) return candidates;
    return candidates.filter((id) => helps(ctx, use, ctx.state.combatants[id]!, ANY_LEVEL));
  },
  onHit(ctx, act, use, target, result) {
    if (!result.lands || !cures(use.m)) return;
    if (use.m.revives) {
      if (revivable(ctx, use, target)) revive(ctx, act.actor, use, target);
      if (target.status === "dead") return;
    }
    if (use.m.ends)
      for (const cond of endsOn(ctx, target, use.m.ends, cureBy(use, act.level)))
        endCondition(ctx, target, cond, use.name);
    if (use.m.stabilizes && target.status === "dying") {
      target.status = "stable";
      target.death = { successes: 0, failures: 0 };
      emit(ctx, { t: "stable", who: target.id });
    }
  },
};
