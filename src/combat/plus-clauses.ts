// The extra damage clauses (`plus`) that count on one hit: all of them, unless a package skips some (extension point
// "damage clauses"); read by the damage the core deals and by the director's estimate alike.
import type { Cell } from "../ruleset/encounter.js";
import type { PlusClause } from "../ruleset/mechanics.js";
import type { Ctx } from "./context.js";
import type { Combatant } from "./types.js";
import type { UseDef } from "./use-def.js";

/** The `plus` clauses that count on `use`'s hit on `target`, its user at `from` (extension point "damage clauses":
 * 1.187 skips some by the target or the kind of blow). */
export function plusClauses(
  ctx: Ctx,
  user: Combatant,
  use: UseDef,
  target: Combatant,
  from: Cell | undefined = user.at,
): readonly PlusClause[] {
  const all = use.m.plus ?? [];
  const keepers = ctx.caps.modulesWith("keepsPlus");
  if (!keepers.length) return all;
  return all.filter((p) => keepers.every((k) => k.keepsPlus!(ctx, user, use, target, p, from)));
}
