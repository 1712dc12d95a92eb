// 1.257: `lowersRoll.also` — the same dice come off someone else's ability check (a contest, an item's or an entry's
// check, Counterspell's check) or damage roll as it is made. Nobody is asked: the first on the other side of the
// roller (in initiative order) whose entry reaches the roller and whose dice could turn the roll spends it at once,
// with the entry's budget, uses and cost, as if they had taken it.
import { useOption } from "../../combat/capabilities/acting.js";
import type { BlowParts, D20Roller, MadeRoll } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import { reaching } from "../../combat/damage.js";
import { fire } from "../../combat/hooks.js";
import { incapacitated } from "../../combat/stats.js";
import type { ActFrame, Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import { usesOf } from "../../combat/uses.js";
import { average, type DiceRoll } from "../../dice/index.js";
import type { LowersAlso } from "./def.js";
import { loweringDice, loweringMax, rollLowering } from "./dice.js";

/** A use of `who` that lowers rolls of this kind. */
const lowersKind = (use: UseDef, kind: LowersAlso) => !!use.m.lowersRoll?.also?.includes(kind);

/** Whether anyone standing on a side `side` accepts holds an entry lowering rolls of `kind` (a quick look before
 * any weighing). */
function anyHolds(ctx: Ctx, kind: LowersAlso, side: (s: string) => boolean): boolean {
  return Object.values(ctx.state.combatants).some(
    (c) =>
      side(c.side) && c.status === "standing" && usesOf(ctx.ruleset, ctx.state, c).some((u) => lowersKind(u, kind)),
  );
}

interface Lowerer {
  readonly who: Combatant;
  readonly use: UseDef;
  readonly budget?: string;
  readonly payment?: { readonly pool: string; readonly level?: number };
}

/**
 * The first, in initiative order, on the other side of `roller` (and on `side` when given) whose entry lowering
 * `kind` could be used now on the roller (its budget, uses and cost at hand; its range, sight, `needs` and target
 * types allowing) and whose highest dice `turns`.
 */
function lowererOf(
  ctx: Ctx,
  roller: Combatant,
  kind: LowersAlso,
  turns: (max: number) => boolean,
  side?: string,
): Lowerer | undefined {
  for (const id of ctx.state.order) {
    const who = ctx.state.combatants[id];
    if (!who || who.side === roller.side || (side !== undefined && who.side !== side)) continue;
    if (who.status !== "standing" || incapacitated(ctx.ruleset, who)) continue;
    for (const use of usesOf(ctx.ruleset, ctx.state, who)) {
      if (!lowersKind(use, kind)) continue;
      if (!turns(loweringMax(loweringDice(ctx, who, use.m.lowersRoll!)))) continue;
      const option = useOption(ctx, who, use, `lowers:${use.id}`, { targetsOnly: [roller.id], module: "lowers-roll" });
      if (!option) continue;
      const pay = option.payments?.[0];
      return {
        who,
        use,
        ...(option.budget !== undefined ? { budget: option.budget } : {}),
        ...(pay && pay.charges === undefined
          ? { payment: { pool: pay.pool, ...(pay.level !== undefined ? { level: pay.level } : {}) } }
          : {}),
      };
    }
  }
  return undefined;
}

/** Spends the lowerer's entry as its use begins (its budget, uses and cost) and rolls its dice. */
function spend(ctx: Ctx, l: Lowerer, roller: Combatant): { expr: string; total: number } {
  const act: ActFrame = {
    kind: "act",
    actor: l.who.id,
    use: l.use.id,
    targets: [roller.id],
    steps: 0,
    i: 0,
    began: true,
    rolls: {},
    asked: [],
    dealt: {},
    ...(l.budget !== undefined ? { budget: l.budget } : {}),
    ...(l.payment
      ? { pool: l.payment.pool, ...(l.payment.level !== undefined ? { level: l.payment.level } : {}) }
      : {}),
  };
  fire("onUse", ctx, act, l.use);
  return rollLowering(ctx, l.who, l.use.m.lowersRoll!);
}

/** Extension point "rolls opposed": a check that succeeds, lowered when the dice could make it fail. */
export function opposeCheck(ctx: Ctx, roller: D20Roller, made: MadeRoll): number | undefined {
  if (roller.kind !== "checks" || !anyHolds(ctx, "checks", (s) => s !== roller.who.side)) return undefined;
  const l = lowererOf(ctx, roller.who, "checks", (max) => made.total - max < made.against);
  if (!l) return undefined;
  const dice = spend(ctx, l, roller.who);
  const to = made.total - dice.total;
  emit(ctx, {
    t: "lowered",
    who: l.who.id,
    roller: roller.who.id,
    use: l.use.id,
    name: l.use.name,
    kind: "checks",
    dice,
    from: made.total,
    to,
    against: made.against,
  });
  return to;
}

/** What `rolls` of a blow come to as they reach `target` (no dice rolled: changes are weighed at their average). */
function reachingAll(ctx: Ctx, target: Combatant, rolls: readonly number[], parts: BlowParts, use: UseDef): number {
  let taken = 0;
  rolls.forEach((rolled, i) => {
    const type = parts.types[i] ?? "untyped";
    taken += reaching(ctx, target, Math.max(0, rolled), type, { halved: parts.halved, cause: { use } }, average).amount;
  });
  return taken;
}

/** The rolls with `amount` taken off, the first part first, none below 0. */
function takenOff(rolls: readonly number[], amount: number): number[] {
  let left = amount;
  return rolls.map((r) => {
    const off = Math.min(Math.max(0, r), left);
    left -= off;
    return r - off;
  });
}

/** Extension point "damage dice": a blow that would drop `target`, lowered when the dice could leave it standing. */
export function lowerDamage(
  ctx: Ctx,
  act: ActFrame,
  use: UseDef,
  target: Combatant,
): ((rolls: DiceRoll[], parts: BlowParts) => void) | undefined {
  const roller = ctx.state.combatants[act.actor];
  if (!roller || target.side === roller.side || target.status !== "standing") return undefined;
  if (!anyHolds(ctx, "damage", (s) => s === target.side)) return undefined;
  return (rolls, parts) => {
    const totals = rolls.map((r) => r.total);
    const need = target.hp + target.temp;
    if (target.status !== "standing" || reachingAll(ctx, target, totals, parts, use) < need) return;
    const turns = (max: number) => reachingAll(ctx, target, takenOff(totals, max), parts, use) < need;
    const l = lowererOf(ctx, roller, "damage", turns, target.side);
    if (!l) return;
    const dice = spend(ctx, l, roller);
    const lowered = takenOff(totals, dice.total);
    const from = totals.reduce((a, b) => a + b, 0);
    rolls.forEach((r, i) => {
      r.total = lowered[i]!;
    });
    emit(ctx, {
      t: "lowered",
      who: l.who.id,
      roller: roller.id,
      use: l.use.id,
      name: l.use.name,
      kind: "damage",
      dice,
      from,
      to: lowered.reduce((a, b) => a + b, 0),
    });
  };
}
