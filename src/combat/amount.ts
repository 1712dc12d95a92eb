// The amount a use rolls: its dice (or the row of `scales` its user reaches), more dice per level paid above
// the cost's own (`perCostStep`), plus what is added from the user's sheet (`amountAdd`, a weapon's modifier).

import type { DiceExpr, DiceSpec } from "../dice/index.js";
import type { Ctx } from "./context.js";
import { parsedDice } from "./dice.js";
import { modulesWith } from "./registry.js";
import { rules } from "./rules.js";
import { readValue } from "./source.js";
import { sourceOf } from "./stats.js";
import type { ActFrame, Combatant } from "./types.js";
import type { UseDef } from "./uses.js";

/** Steps of higher cost that count: one every `every` steps paid (1.300), at most `max`. */
export function everySteps(steps: number, every = 1, max = Number.POSITIVE_INFINITY): number {
  return Math.min(max, Math.floor(steps / every));
}

/** `a` with `b` added `times` over (more dice per level, a zone's growth). */
export function addDice(a: DiceExpr, b: DiceExpr, times = 1): DiceExpr {
  const terms = a.terms.map((t) => ({ ...t }));
  for (const t of b.terms) {
    const same = terms.find((x) => x.sides === t.sides && x.sign === t.sign);
    if (same) same.count += t.count * times;
    else terms.push({ ...t, count: t.count * times });
  }
  return { terms, flat: a.flat + b.flat * times };
}

export function amountOf(ctx: Ctx, act: ActFrame, use: UseDef, user: Combatant): DiceExpr | undefined {
  const m = use.m;
  let spec: DiceSpec | undefined = m.amount;
  const src = sourceOf(ctx.ruleset, ctx.state, user);
  if (m.scales) spec = scaled(m.scales.table, readValue(src, m.scales.from)) ?? spec;
  if (spec === undefined) return undefined;
  let expr = parsedDice(spec);
  if (m.perCostStep !== undefined && act.steps > 0) {
    // Extension point "steps that add": how many of the steps counted add `perCostStep` (1.300: every few).
    let steps = act.steps;
    for (const mod of modulesWith(ctx, "stepsAdding")) steps = mod.stepsAdding!(use, steps);
    if (steps > 0) expr = addDice(expr, parsedDice(m.perCostStep), steps);
  }
  // 1.183: a detonating zone's growth adds its dice.
  if (act.grown) expr = addDice(expr, parsedDice(act.grown.dice), act.grown.times);
  let flat = use.damageAdd ?? 0;
  if (m.amountAdd !== undefined && rules(ctx.ruleset).readsAmountAdd) flat += readValue(src, m.amountAdd);
  return { terms: expr.terms, flat: expr.flat + flat };
}

/** The last row of `scales` its user reaches; below the first, the use's own amount. */
function scaled(table: readonly (readonly [number, DiceSpec])[], at: number): DiceSpec | undefined {
  let found: DiceSpec | undefined;
  for (const [threshold, dice] of table) if (at >= threshold) found = dice;
  return found;
}
