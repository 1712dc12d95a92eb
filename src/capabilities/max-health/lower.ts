// Reducing maximum health (1.203, 1.235). A blow whose use has `reducesMax` takes the damage it dealt (of
// `damageType` only, when named) off its target's maximum as well: after the target's own save fails (1.203), after
// the entry's own save fails (`onFailedSave`), or on every hit (neither). What this fight lowered is kept on the
// combatant (`lowered`) and written to a sheet's `sealed` when the fight ends: the next rest gives it back, or with
// `lasting` only an `unseals`. A maximum brought to 0 kills. `heals` gives the user what was taken.
//
// The damage of one hit is counted as it is dealt: `recorder` (just before `dealing`) opens a count for the
// target, `onDamage` adds to it, and `lowering` (just after) reads and closes it, all within the one hit.
import type { CapabilityModule, Ctx } from "../../combat/capability.js";
import { combatant, emit } from "../../combat/context.js";
import { applyHealing, die } from "../../combat/damage.js";
import { rules } from "../../combat/rules.js";
import { rollSave } from "../../combat/saves.js";
import { conditionIds } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { SheetData } from "../../ruleset/sheet-data.js";
import "./def.js";

declare module "../../combat/types.js" {
  interface Combatant {
    /** 1.203: what this fight took off the health maximum, until a rest (`rest`) or until unsealed (`lasting`). */
    lowered?: { rest?: number; lasting?: number };
  }
}

/** The damage of the hit being resolved, by type, for the one target it is dealt to. */
let counting: { target: string; byType: Record<string, number> } | undefined;

export const recorder: CapabilityModule = {
  id: "max-health-count",
  keys: [],
  onHit(_ctx, _act, use, target, result) {
    counting = use.m.reducesMax && result.lands ? { target: target.id, byType: {} } : undefined;
  },
  onDamage(_ctx, target, damage) {
    if (counting?.target !== target.id) return;
    counting.byType[damage.type] = (counting.byType[damage.type] ?? 0) + damage.amount;
  },
};

/** Takes `by` off `target`'s maximum (and its health down with it); a maximum of 0 kills. */
export function lowerMax(ctx: Ctx, target: Combatant, by: number, lasting: boolean, source: string): void {
  target.maxHp = Math.max(0, target.maxHp - by);
  target.hp = Math.min(target.hp, target.maxHp);
  const part = lasting ? "lasting" : "rest";
  target.lowered = { ...target.lowered, [part]: (target.lowered?.[part] ?? 0) + by };
  emit(ctx, {
    t: "max-lowered",
    who: target.id,
    source,
    by,
    max: target.maxHp,
    ...(lasting ? { lasting: true } : {}),
  });
  if (target.maxHp === 0 && target.status !== "dead") die(ctx, target);
}

/** Whether the target failed the entry's own save: a use with a save that landed in full. */
const failedOwnSave = (use: UseDef, halved: boolean, spared: boolean) => !!use.m.save && !halved && !spared;

export const lowering: CapabilityModule = {
  id: "max-health",
  keys: ["reducesMax", "leavesAtLeast", "targetHolds"],
  onHit(ctx, act, use, target, result) {
    const r = use.m.reducesMax;
    const count = counting;
    counting = undefined;
    if (!r || !result.lands || count?.target !== target.id || target.status === "dead") return;
    if (r.onFailedSave && !failedOwnSave(use, !!result.halved, !!result.spared)) return;
    const by = r.damageType
      ? (count.byType[r.damageType] ?? 0)
      : Object.values(count.byType).reduce((a, b) => a + b, 0);
    if (by <= 0) return;
    if (r.save && r.difficulty !== undefined && rollSave(ctx, target, r.save, r.difficulty, use.name)) return;
    lowerMax(ctx, target, by, r.lasting === true, act.actor);
    const user = combatant(ctx, act.actor);
    if (r.heals && user.status === "standing") applyHealing(ctx, user, by, user.id, undefined, use);
  },
  // 1.235 `leavesAtLeast`: the extension point "damage floor".
  damageFloor(_ctx, use) {
    return use.m.leavesAtLeast;
  },
  // 1.235 `targetHolds`: someone holding one of its conditions, or one of `fromSelf` applied by the user.
  narrow(ctx, who, use, candidates) {
    const holds = use.m.targetHolds;
    if (!holds) return candidates;
    return candidates.filter((id) => {
      const t = ctx.state.combatants[id];
      if (!t) return false;
      const ids = conditionIds(ctx.ruleset, t);
      if (holds.conditions?.some((c) => ids.has(c))) return true;
      return t.conditions.some((c) => holds.fromSelf?.includes(c.id) && c.source === who.id);
    });
  },
  // What the fight lowered joins the sheet's sealed part of its health pool.
  settleSheet(ruleset, _state, who, sheet): SheetData {
    const pool = rules(ruleset).healthPool;
    if (!who.lowered || pool === undefined) return sheet;
    const had = sheet.live?.sealed?.[pool] ?? {};
    const rest = (had.rest ?? 0) + (who.lowered.rest ?? 0);
    const lasting = (had.lasting ?? 0) + (who.lowered.lasting ?? 0);
    const part = { ...had, ...(rest ? { rest } : {}), ...(lasting ? { lasting } : {}) };
    return { ...sheet, live: { ...sheet.live, sealed: { ...sheet.live?.sealed, [pool]: part } } };
  },
};
