// Damage (`amount`, `amountAdd`, `scales`, `perCostStep`, `damageType`, `plus`): rolled per target that the use
// lands on, dice doubled on a critical hit, halved on a saved `onSuccess: "half"`.
import { type DiceExpr, type DiceRoll, rollDice } from "../../dice/index.js";
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

/** The roll of one part of a blow: its dice doubled on a critical, with the dice a critical adds undoubled. */
function rollPart(ctx: Ctx, expr: DiceExpr, result: TargetResult, onCritical?: DiceExpr): DiceRoll {
  const times = result.critical && rules(ctx.ruleset).doublesDice ? 2 : 1;
  // Dice a critical hit adds undoubled (1.247) join the doubled ones in one roll of the blow.
  const extra = result.critical && onCritical?.terms.length ? onCritical : undefined;
  return extra
    ? rollDice(addDice(addDice({ terms: [], flat: expr.flat }, { ...expr, flat: 0 }, times), extra), ctx.rng)
    : rollDice(expr, ctx.rng, { timesDice: times });
}

function deal(
  ctx: Ctx,
  act: ActFrame,
  target: Combatant,
  roll: DiceRoll,
  type: string,
  result: TargetResult,
  reaps: boolean,
  floor: number | undefined,
  use?: UseDef,
): number {
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
    if (!result.lands || result.noDamage || use.m.kind === "heal") return;
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
    const parts: { expr: DiceExpr; type: string; onCritical?: DiceExpr; clause?: (typeof plus)[number] }[] = [];
    if (expr) {
      const own = blowDice(ctx, user, use, expr);
      // Extension point "blow adds": what a module adds to this target's roll of the blow (1.414 `damageOnce`).
      const adds = more + modulesWith(ctx, "blowAdds").reduce((n, m) => n + m.blowAdds!(ctx, act, use, target), 0);
      const dice = adds ? { terms: own.expr.terms, flat: own.expr.flat + adds } : own.expr;
      parts.push({ expr: dice, type, onCritical: own.onCritical });
    }
    for (const p of plus) {
      const dice = p.dice ? parsedDice(p.dice) : { terms: [], flat: 0 };
      parts.push({ expr: { terms: dice.terms, flat: dice.flat + (p.flat ?? 0) }, type: p.type ?? type, clause: p });
    }
    // Extension point "damage dice": a module changing the dice (1.254: rerolling the lowest of them all) has every
    // part rolled before any is dealt; otherwise each part is rolled as it is dealt.
    const changes = modulesWith(ctx, "rerollDamage").flatMap((m) => m.rerollDamage!(ctx, act, use, target) ?? []);
    const rolled = changes.length ? parts.map((p) => rollPart(ctx, p.expr, result, p.onCritical)) : undefined;
    const blowParts = { types: parts.map((p) => p.type), halved: !!result.halved || !!result.halfDamage };
    if (rolled) for (const change of changes) change(rolled, blowParts);
    parts.forEach((part, i) => {
      const roll = rolled?.[i] ?? rollPart(ctx, part.expr, result, part.onCritical);
      const taken = deal(ctx, act, target, roll, part.type, result, reaps, floor, use);
      if (part.clause)
        for (const m of ctx.caps.modulesWith("onPlusDealt")) m.onPlusDealt!(ctx, act, use, target, part.clause, taken);
    });
  },
};
