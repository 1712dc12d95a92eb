// d20 rolls of the fight: the mode from how many advantages and disadvantages apply, and the record the log keeps.
import { combineModes, rollD20 } from "../dice/index.js";
import type { D20Roller, MadeRoll, Rescued, Shortfall } from "./capability.js";
import type { Ctx } from "./context.js";
import type { D20Record } from "./events.js";

export type { D20Roller } from "./capability.js";

export interface D20Result extends D20Record {
  readonly total: number;
}

/**
 * A d20 with its mode. `roller` says whose attack roll, save or check it is: the extension point "d20 dice" lets
 * what its roller holds reroll a face (1.408) and then floor the die or the total (1.418), each module in priority
 * order given the last one's answer. A roll that is nobody's own (none given) is left as it fell.
 */
export function rollWithMode(
  ctx: Ctx,
  advantages: number,
  disadvantages: number,
  bonus: number,
  roller?: D20Roller,
): D20Result {
  const r = rollD20(ctx.rng, combineModes(advantages, disadvantages));
  if (!roller) return { rolls: r.rolls, mode: r.mode, natural: r.value, total: r.value + bonus };
  const rolls = [...r.rolls];
  for (const m of ctx.caps.modulesWith("rerollD20")) m.rerollD20!(ctx, roller, rolls);
  let natural =
    r.mode === "advantage" ? Math.max(...rolls) : r.mode === "disadvantage" ? Math.min(...rolls) : rolls[0]!;
  let total = natural + bonus;
  for (const m of ctx.caps.modulesWith("floorD20")) ({ natural, total } = m.floorD20!(ctx, roller, natural, total));
  return { rolls, mode: r.mode, natural, total };
}

/**
 * Extension point "rescues after the roll": `roller`'s own roll fell short of `short.against`. What the roller holds
 * may change it (1.249), module after module until it succeeds; undefined when nothing did.
 */
export function rescueRoll(ctx: Ctx, roller: D20Roller, short: Shortfall): Rescued | undefined {
  let now = short;
  let out: Rescued | undefined;
  for (const m of ctx.caps.modulesWith("rescueD20")) {
    const r = m.rescueD20!(ctx, roller, now);
    if (!r) continue;
    out = r;
    if (r.success) break;
    now = { ...now, natural: r.natural, total: r.total };
  }
  return out;
}

/**
 * Extension point "rolls opposed": `roller`'s own check reached `made.against`. What the other side holds may lower
 * it (1.257), module after module while it still succeeds; the total it ends at. Asked before the check is logged and
 * before any rescue of the roller's own (which may then make up what was taken off).
 */
export function opposeRoll(ctx: Ctx, roller: D20Roller, made: MadeRoll): number {
  let total = made.total;
  if (total < made.against) return total;
  for (const m of ctx.caps.modulesWith("opposeD20")) {
    const lowered = m.opposeD20!(ctx, roller, { ...made, total });
    if (lowered === undefined) continue;
    total = lowered;
    if (total < made.against) break;
  }
  return total;
}
