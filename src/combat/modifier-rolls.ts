// What a holder's modifiers (`{ to, mode, flat, dice }`) add to one roll or amount in a fight: the advantages and
// disadvantages they give and the number they add, their `dice` rolled with the fight's generator each time.
import { rollDice } from "../dice/index.js";
import type { ModifierDef } from "../ruleset/combat.js";
import type { Ctx } from "./context.js";
import { parsedDice } from "./dice.js";
import { modifiers } from "./stats.js";
import type { Combatant } from "./types.js";

export interface ModifierSum {
  readonly advantages: number;
  readonly disadvantages: number;
  readonly add: number;
}

/** Sums the modifiers `to` of `who`; `keep` narrows them (a save modifier's `saves`). */
export function sumModifiers(
  ctx: Ctx,
  who: Combatant,
  to: ModifierDef["to"],
  keep: (m: ModifierDef) => boolean = () => true,
): ModifierSum {
  let advantages = 0;
  let disadvantages = 0;
  let add = 0;
  for (const m of modifiers(ctx.ruleset, who, to)) {
    if (!keep(m)) continue;
    if (m.mode === "advantage") advantages++;
    if (m.mode === "disadvantage") disadvantages++;
    add += m.flat ?? 0;
    if (m.dice !== undefined) add += rollDice(parsedDice(m.dice), ctx.rng).total;
  }
  return { advantages, disadvantages, add };
}
