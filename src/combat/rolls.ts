// d20 rolls of the fight: the mode from how many advantages and disadvantages apply, and the record the log keeps.
import { combineModes, rollD20 } from "../dice/index.js";
import type { Ctx } from "./context.js";
import type { D20Record } from "./events.js";

export interface D20Result extends D20Record {
  readonly total: number;
}

export function rollWithMode(ctx: Ctx, advantages: number, disadvantages: number, bonus: number): D20Result {
  const r = rollD20(ctx.rng, combineModes(advantages, disadvantages));
  return { rolls: r.rolls, mode: r.mode, natural: r.value, total: r.value + bonus };
}
