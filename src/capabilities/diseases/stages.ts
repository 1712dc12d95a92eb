// Stages of a disease (1.261), in a fight: a condition that applies more to its holder each time they take damage
// (Slimy Doom's stun), one that turns into another when its own timer runs out, the end of the fight included
// (the aboleth's disease after its minute), one that only some cures end (`curedOnlyBy`), the effect that lets
// only magical healing through, and what a disease's rests took from the maximum given back when it is lifted.
// On the sheet the same keys are read by src/sheet (rests, restores and cures there).

import type { CapabilityModule } from "../../combat/capability.js";
import { applyCondition, endCondition } from "../../combat/conditions.js";
import { type Ctx, emit } from "../../combat/context.js";
import { rules } from "../../combat/rules.js";
import { conditionDef, hasEffect } from "../../combat/stats.js";
import type { ActiveCondition, Combatant } from "../../combat/types.js";
import type { SheetData } from "../../ruleset/sheet-data.js";
import { curedBy } from "../../sheet/rules-read.js";
import "./def.js";

declare module "../../combat/types.js" {
  interface Combatant {
    /** 1.261: conditions held from the sheet whose rests' toll this fight gave back when they were lifted. */
    gaveBack?: string[];
  }
}

/** Why a condition ended when its own timer ran out: counted down, or the fight ended before it did. */
const EXPIRED: ReadonlySet<string> = new Set(["duration", "expired"]);

/** What the holder's sheet says `condition`'s rests took from the health maximum. */
function tookFromMax(ctx: Ctx, holder: Combatant, condition: string): number {
  const pool = rules(ctx.ruleset).healthPool;
  const sheet = ctx.state.sheets[holder.id];
  if (pool === undefined || !sheet) return 0;
  return sheet.live?.sealed?.[pool]?.byCondition?.[condition] ?? 0;
}

/** 1.261 `restoredWhenCured`: the maximum its rests took comes back as soon as it is lifted, once. */
function giveBack(ctx: Ctx, holder: Combatant, cond: ActiveCondition): void {
  if (!conditionDef(ctx.ruleset, cond.id)?.onRest?.restoredWhenCured) return;
  if (holder.gaveBack?.includes(cond.id) || holder.conditions.some((c) => c.id === cond.id)) return;
  const by = tookFromMax(ctx, holder, cond.id);
  if (by <= 0) return;
  holder.maxHp += by;
  holder.gaveBack = [...(holder.gaveBack ?? []), cond.id];
  emit(ctx, { t: "max-restored", who: holder.id, condition: cond.id, by, max: holder.maxHp });
}

/** 1.261 `expires.becomes`: the stage that follows, with no timer. */
function expire(ctx: Ctx, holder: Combatant, cond: ActiveCondition): void {
  const becomes = conditionDef(ctx.ruleset, cond.id)?.expires?.becomes;
  if (!becomes) return;
  emit(ctx, { t: "disease-stage", who: holder.id, condition: cond.id, becomes });
  const source = cond.source ? ctx.state.combatants[cond.source] : undefined;
  applyCondition(
    ctx,
    holder,
    { condition: becomes, duration: "instant" },
    { ...(source ? { source } : {}), why: cond.id },
  );
}

export const stages: CapabilityModule = {
  id: "disease-stages",
  keys: ["onDamaged.applies", "expires.becomes", "curedOnlyBy", "onRest.restoredWhenCured"],
  // `onDamaged.applies`: each time its holder takes damage, from whoever gave the condition, timed as written.
  onDamage(ctx, target, damage) {
    if (damage.amount <= 0 || target.status === "dead" || target.status === "fled") return;
    for (const cond of [...target.conditions]) {
      const applies = conditionDef(ctx.ruleset, cond.id)?.onDamaged?.applies;
      if (!applies || !target.conditions.includes(cond)) continue;
      const source = cond.source ? ctx.state.combatants[cond.source] : undefined;
      for (const applied of applies)
        applyCondition(ctx, target, applied, { ...(source ? { source } : {}), why: cond.id });
    }
  },
  onConditionEnded(ctx, holder, cond, why) {
    giveBack(ctx, holder, cond);
    if (EXPIRED.has(why)) expire(ctx, holder, cond);
  },
  // A timer still running when the fight ends runs out with it: the next stage is what the sheet keeps.
  onFightEnd(ctx) {
    for (const id of ctx.state.order) {
      const holder = ctx.state.combatants[id]!;
      if (holder.status === "dead") continue;
      for (const cond of [...holder.conditions])
        if (cond.remaining !== undefined && conditionDef(ctx.ruleset, cond.id)?.expires)
          endCondition(ctx, holder, cond, "expired");
    }
  },
  // `curedOnlyBy`: a cure from another catalog (a stat block's action has none), or paid lower, leaves it.
  blocksCure(ctx, _holder, cond, use, level) {
    const only = conditionDef(ctx.ruleset, cond.id)?.curedOnlyBy;
    return !curedBy(only, use.origin === "entry" || use.origin === "item-use" ? use.catalog : undefined, level);
  },
  // `cannot-heal-nonmagical`: only a use whose qualities include "magical" heals its holder.
  healBlocked(ctx, target, use) {
    if (!hasEffect(ctx.ruleset, target, "cannot-heal-nonmagical")) return undefined;
    return use?.qualities?.includes("magical") ? undefined : "cannot-heal-nonmagical";
  },
  // What the fight gave back leaves the sheet's lasting part of its maximum.
  settleSheet(ruleset, _state, who, sheet): SheetData {
    const pool = rules(ruleset).healthPool;
    const part = pool === undefined ? undefined : sheet.live?.sealed?.[pool];
    if (!who.gaveBack || !part || pool === undefined) return sheet;
    const byCondition = { ...part.byCondition };
    let lasting = part.lasting ?? 0;
    for (const id of who.gaveBack) {
      lasting = Math.max(0, lasting - (byCondition[id] ?? 0));
      delete byCondition[id];
    }
    const { byCondition: _old, lasting: _was, ...rest } = part;
    const kept = {
      ...rest,
      ...(lasting > 0 ? { lasting } : {}),
      ...(Object.keys(byCondition).length ? { byCondition } : {}),
    };
    return { ...sheet, live: { ...sheet.live, sealed: { ...sheet.live?.sealed, [pool]: kept } } };
  },
};
