// What hides someone from an observer besides walls and light (1.178): what packages put in the way (a zone that
// `obscures`: the zones package), and a condition with `unseen` on the one looked at. Each names the senses that
// see through it in `pierced`.

import type { Ctx } from "../../combat/context.js";
import { conditionDef, conditionIds } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { Hides } from "./defs.js";

/** Everything hiding `b` from an observer at `from`: the obscuring zones in the way and `b`'s unseen conditions. */
export function hidersOf(ctx: Ctx, a: Combatant, b: Combatant, from: Cell | undefined): Hides[] {
  const out: Hides[] = [];
  // Extension point "obscurers": what packages put in the way (obscuring zones).
  for (const m of ctx.caps.modulesWith("hiders")) out.push(...m.hiders!(ctx, a, b, from));
  for (const id of conditionIds(ctx.ruleset, b)) {
    const hides = conditionDef(ctx.ruleset, id)?.unseen;
    if (hides) out.push(hides);
  }
  return out;
}
