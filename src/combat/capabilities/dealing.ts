// Damage (`amount`, `amountAdd`, `scales`, `perCostStep`, `damageType`, `plus`): rolled per target that the use
// lands on, dice doubled on a critical hit, halved on a saved `onSuccess: "half"`.
import { type DiceExpr, rollDice } from "../../dice/index.js";
import { addDice, amountOf } from "../amount.js";
import { blowDice, keptForBlow } from "../blow.js";
import type { CapabilityModule, TargetResult } from "../capability.js";
import { type Ctx, combatant } from "../context.js";
import { applyDamage } from "../damage.js";
import { parsedDice } from "../dice.js";
import { sumModifiers } from "../modifier-rolls.js";
import { plusClauses } from "../plus-clauses.js";
import { modulesWith } from "../registry.js";
import { rules } from "../rules.js";
import type { ActFrame, Combatant } from "../types.js";
import type { UseDef } from "../use-def.js";

/** The health a use's blows leave its target at least (extension point "damage floor"), the highest answer. */
function floorOf(ctx: Ctx, use: UseDef, target: Combatant): number | undefined {
  let floor: number | undefined;
  for (const m of modulesWith(ctx, "damageFloor")) {
    const f = m.damageFloor!(ctx, use, target);
    if (f !== undefined) floor = Math.max(floor ?? 0, f);
  }
  return floor;
}

/** The type of a blow's own damage when a module changes it (extension point "blow type"), the first answer. */
function blowTypeOf(ctx: Ctx, act: ActFrame, use: UseDef): string | undefined {
  for (const m of modulesWith(ctx, "blowType")) {
    const type = m.blowType!(ctx, act, use);
    if (type !== undefined) return type;
  }
  return undefined;
}

function deal(
  ctx: Ctx,
  act: ActFrame,
  target: Combatant,
  expr: DiceExpr,
  type: string,
  result: TargetResult,
  reaps: boolean,
  floor: number | undefined,
  onCritical?: DiceExpr,
  use?: UseDef,
): number {
  const times = result.critical && rules(ctx.ruleset).doublesDice ? 2 : 1;
  // Dice a critical hit adds undoubled (1.247) join the doubled ones in one roll of the blow.
  const extra = result.critical && onCritical?.terms.length ? onCritical : undefined;
  const roll = extra
    ? rollDice(addDice(addDice({ terms: [], flat: expr.flat }, { ...expr, flat: 0 }, times), extra), ctx.rng)
    : rollDice(expr, ctx.rng, { timesDice: times });
  const taken = applyDamage(ctx, target, Math.max(0, roll.total), type, act.actor, {
    dice: roll,
    critical: !!result.critical,
    halved: !!result.halved || !!result.halfDamage,
    ...(reaps ? { reaps } : {}),
    ...(floor !== undefined ? { floor } : {}),
    ...(use ? { cause: { use } } : {}),
  });
  act.dealt[target.id] = (act.dealt[target.id] ?? 0) + taken;
  return taken;
}

export const dealing: CapabilityModule = {
  id: "dealing",
  keys: ["amount", "amountAdd", "damageType", "scales", "perCostStep", "plus"],
  onHit(ctx, act, use, target, result) {
    if (!result.lands || use.m.kind === "heal") return;
    const user = combatant(ctx, act.actor);
    const type = blowTypeOf(ctx, act, use) ?? use.m.damageType ?? "untyped";
    const expr = amountOf(ctx, act, use, user);
    // 1.323: a blow that reaps (a creature action's or an item attack's `reaps`) reaps those it fells on Held Ground.
    const reaps = use.m.reaps === true;
    // The user's `damage` modifiers add to the blow's own amount once per target (Divine Favor-style dice), those
    // that count for this blow (extension point "damage modifiers"); its own dice are as "blow dice" leave them.
    const more = expr ? sumModifiers(ctx, user, "damage", keptForBlow(ctx, user, use)).add : 0;
    const floor = floorOf(ctx, use, target);
    // The clauses that count are settled as the blow lands, before its own damage (1.393: a hurt target).
    const plus = plusClauses(ctx, user, use, target);
    if (expr) {
      const own = blowDice(ctx, user, use, expr);
      const dice = more ? { terms: own.expr.terms, flat: own.expr.flat + more } : own.expr;
      deal(ctx, act, target, dice, type, result, reaps, floor, own.onCritical, use);
    }
    for (const p of plus) {
      const dice = p.dice ? parsedDice(p.dice) : { terms: [], flat: 0 };
      const expr = { terms: dice.terms, flat: dice.flat + (p.flat ?? 0) };
      const taken = deal(ctx, act, target, expr, p.type ?? type, result, reaps, floor, undefined, use);
      for (const m of ctx.caps.modulesWith("onPlusDealt")) m.onPlusDealt!(ctx, act, use, target, p, taken);
    }
  },
};
