// 1.422 `strikesWith: "melee"`: the holder strikes the one who caused the moment with its own best melee weapon,
// the way an opportunity attack strikes (an ordinary attack with that weapon, its hit answered as any). Best: of the
// melee weapons in hand that reach the one struck, the most damage on an average hit (its own dice as the blow rolls
// them, its fixed part and its damage clauses), then the higher attack bonus, then the first listed.

import { amountOf } from "../../combat/amount.js";
import { blowDice, weaponOrigin } from "../../combat/blow.js";
import { useOption } from "../../combat/capabilities/acting.js";
import type { Ctx } from "../../combat/context.js";
import { parsedDice } from "../../combat/dice.js";
import { attackBonus } from "../../combat/stats.js";
import type { ActFrame, Combatant, Option } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import { average } from "../../dice/index.js";

/** A melee weapon's blow of `who`'s own: an item's or a row's attack, or a creature's single-target action. */
function meleeWeapon(use: UseDef): boolean {
  if (use.m.reaction || use.m.kind === "rider" || use.m.area || use.offeredBy) return false;
  if ((use.m.kind ?? "attack") !== "attack" || (use.toHit === undefined && !use.m.attackRoll)) return false;
  return weaponOrigin(use) && use.melee && !use.range && (use.m.targetCount ?? 1) === 1;
}

/** The damage of an average hit with `use`. */
export function hitMean(ctx: Ctx, who: Combatant, use: UseDef): number {
  const expr = amountOf(ctx, { steps: 0 } as ActFrame, use, who);
  const own = expr ? average(blowDice(ctx, who, use, expr).expr) : 0;
  const plus = (use.m.plus ?? []).reduce((n, p) => n + (p.dice ? average(parsedDice(p.dice)) : 0) + (p.flat ?? 0), 0);
  return own + plus;
}

/** The option of striking `at` with `use`, lent the reaction's budget: undefined when it cannot reach or be used. */
function strikeOption(ctx: Ctx, who: Combatant, use: UseDef, at: string): Option | undefined {
  const o = useOption(ctx, who, use, `strike:${use.id}`, { lent: true, targetsOnly: [at] });
  // A weapon still to be drawn is not in hand.
  return o && !o.draw ? o : undefined;
}

/** `who`'s best melee weapon that can strike `at` now, with the option that strikes with it. */
export function bestStrike(ctx: Ctx, who: Combatant, at: string): { use: UseDef; option: Option } | undefined {
  if (at === who.id) return undefined;
  let best: { use: UseDef; option: Option; mean: number; bonus: number } | undefined;
  for (const use of usesOf(ctx.ruleset, ctx.state, who)) {
    if (!meleeWeapon(use)) continue;
    const option = strikeOption(ctx, who, use, at);
    if (!option) continue;
    const mean = hitMean(ctx, who, use);
    const bonus = attackBonus(ctx.ruleset, ctx.state, who, use);
    if (!best || mean > best.mean || (mean === best.mean && bonus > best.bonus)) best = { use, option, mean, bonus };
  }
  return best && { use: best.use, option: best.option };
}
