// An entry's `needs` (1.257): the one it lands on must have each sense named. A sense `combat.senses` declares with
// ranges (darkvision) is had only at a range above 0; any other (hearing, the eyes) by everyone a condition has not
// taken it from (`lacks`: deafened lacks hearing). As for an aura's `needs` (1.265), a zone whose `inside.conditions`
// take a sense away stops it for whoever stands in it, user or target: the target holds such a condition while in
// it, and the user's own is one the zone keeps on it. An aimed use offers no one else; an area passes over them.
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import { conditionDef } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import "../sight/defs.js";
import { sensesOf } from "../sight/senses.js";
import "../zone-inside/def.js";

/** The senses of `needs` that a condition of `c` takes away (only those a zone keeps on it, for the user). */
function takenBy(ctx: Ctx, c: Combatant, needs: readonly string[], zoneOnly: boolean): string[] {
  const out = new Set<string>();
  for (const cond of c.conditions) {
    if (zoneOnly && cond.inZone === undefined) continue;
    for (const sense of conditionDef(ctx.ruleset, cond.id)?.lacks ?? []) if (needs.includes(sense)) out.add(sense);
  }
  return [...out];
}

/** The senses `use` needs that `target` does not have, for `user`. */
export function lacking(ctx: Ctx, user: Combatant, use: UseDef, target: Combatant): string[] {
  const needs = use.m.needs;
  if (!needs?.length) return [];
  const declared = new Set((ctx.ruleset.combat?.senses ?? []).map((s) => s.id));
  const ranged = needs.some((s) => declared.has(s)) ? sensesOf(ctx, target) : undefined;
  const out = new Set([...takenBy(ctx, target, needs, false), ...takenBy(ctx, user, needs, true)]);
  for (const sense of needs) if (declared.has(sense) && !ranged!.has(sense)) out.add(sense);
  return needs.filter((s) => out.has(s));
}

export const needsModule: CapabilityModule = {
  id: "needs",
  keys: ["needs"],
  narrow(ctx, who, use, candidates) {
    if (!use.m.needs?.length) return candidates;
    return candidates.filter((id) => !lacking(ctx, who, use, ctx.state.combatants[id]!).length);
  },
  decide(ctx, act, use, target) {
    if (!use.m.needs?.length) return undefined;
    const lacks = lacking(ctx, ctx.state.combatants[act.actor]!, use, target);
    if (!lacks.length) return undefined;
    emit(ctx, { t: "senses-lacking", who: target.id, by: act.actor, use: use.id, name: use.name, lacks });
    return { lands: false };
  },
};
