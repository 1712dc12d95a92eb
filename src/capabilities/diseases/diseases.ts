// Diseases (1.258, 1.260): an applied condition's `saveEnds` that counts successes to an end and failures to what the condition
// `becomes` (Contagion: three each way, worsening into blinding sickness with no timer and no further saves), and
// at the end of any fight the holder's remaining turn saves rolled out, so a counted disease has by then been
// shaken off or taken hold. A cure naming a kind (Lesser Restoration's "one disease") is the cures package's.

import { turnSave } from "../../combat/capabilities/durations.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { applyCondition, endCondition } from "../../combat/conditions.js";
import { type Ctx, emit } from "../../combat/context.js";
import type { ActiveCondition, Combatant } from "../../combat/types.js";
import { usesOf } from "../../combat/uses.js";
import type { AppliedCondition } from "../../ruleset/mechanics.js";

interface Counted {
  readonly count: number;
  readonly becomes?: string;
}

const counted = (v: number | Counted | undefined): Counted | undefined =>
  v === undefined ? undefined : typeof v === "number" ? { count: v } : v;

/** A condition's `by` naming no use (an aura's save): what the package owning it says it applies. */
function appliedBy(ctx: Ctx, by: string): readonly AppliedCondition[] {
  for (const m of ctx.caps.modulesWith("appliedBy")) {
    const applied = m.appliedBy!(ctx, by);
    if (applied) return applied;
  }
  return [];
}

/** The `saveEnds` counts the use that applied a condition gives it (`applies[].saveEnds`), if it counts. */
function countsOf(ctx: Ctx, cond: ActiveCondition): { successes: Counted; failures?: Counted } | undefined {
  const source = cond.source ? ctx.state.combatants[cond.source] : undefined;
  if (!source || !cond.by) return undefined;
  const use = usesOf(ctx.ruleset, ctx.state, source).find((u) => u.id === cond.by);
  // A condition an aura's save applied (1.265) names that aura instead of a use.
  const applied = (use?.m.applies ?? appliedBy(ctx, cond.by)).find((a) => a.condition === cond.id);
  const def = applied?.saveEnds as { successes?: number | Counted; failures?: number | Counted } | undefined;
  if (!def || (def.successes === undefined && def.failures === undefined)) return undefined;
  const failures = counted(def.failures);
  return { successes: counted(def.successes) ?? { count: 1 }, ...(failures ? { failures } : {}) };
}

/** Ends `cond` and gives its holder `becomes` in its place, with no timer and no saves. */
function become(ctx: Ctx, holder: Combatant, cond: ActiveCondition, becomes: string, why: string): void {
  endCondition(ctx, holder, cond, why);
  if (why === "worsened") emit(ctx, { t: "worsened", who: holder.id, condition: cond.id, becomes });
  const source = cond.source ? ctx.state.combatants[cond.source] : undefined;
  applyCondition(ctx, holder, { condition: becomes, duration: "instant" }, { ...(source ? { source } : {}), why });
}

/**
 * Settles one turn save of a condition: a plain `saveEnds` ends on a success; a counted one ends (or becomes
 * another) after enough successes, and becomes `failures.becomes` after enough failures.
 */
export function settleTurnSave(ctx: Ctx, holder: Combatant, cond: ActiveCondition, success: boolean): boolean {
  const counts = countsOf(ctx, cond);
  if (!counts) return false;
  cond.tally ??= { successes: 0, failures: 0 };
  const tally = cond.tally;
  if (success) tally.successes++;
  else tally.failures++;
  if (tally.successes >= counts.successes.count) {
    if (counts.successes.becomes) become(ctx, holder, cond, counts.successes.becomes, "save");
    else endCondition(ctx, holder, cond, "save");
  } else if (counts.failures && tally.failures >= counts.failures.count) {
    if (counts.failures.becomes) become(ctx, holder, cond, counts.failures.becomes, "worsened");
    else endCondition(ctx, holder, cond, "failed saves");
  }
  return true;
}

export const diseases: CapabilityModule = {
  id: "diseases",
  keys: ["kinds", "applies[].saveEnds.successes", "applies[].saveEnds.failures", "worsened"],
  settleTurnSave,
  onFightEnd(ctx) {
    for (const id of ctx.state.order) {
      const holder = ctx.state.combatants[id]!;
      if (holder.status === "dead") continue;
      for (const cond of [...holder.conditions]) {
        // Every counted save reaches its end within successes + failures − 1 rolls.
        for (let n = 0; n < 20 && holder.conditions.includes(cond) && cond.saveEnds && countsOf(ctx, cond); n++)
          turnSave(ctx, holder, cond);
      }
    }
  },
};
