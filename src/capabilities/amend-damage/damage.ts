// 1.414: amendments that change an entry's damage. `damageOnce` reads a value from the holder's sheet and adds it to
// one damage roll a use: this engine rolls each target's damage apart, so a use whose targets all take one roll as
// the reference counts them (an area, missiles that always hit) adds it for every target, and any other adds it to
// its first hit only. A zone's later catches and a summon's strikes (repeat acts) are the same use and add nothing.
// `halfOnSave` turns a save that negates the damage into one that keeps half of it: the result is halved, which
// lands no condition, push or other effect, as a success against a half-damage save.
import type { CapabilityModule, Ctx, TargetResult } from "../../combat/capability.js";
import { emit } from "../../combat/context.js";
import { readValue } from "../../combat/source.js";
import { sourceOf } from "../../combat/stats.js";
import type { ActFrame, Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";

/** Whether every target of the use takes the result of one roll, as the reference counts them. */
export function sharedRoll(use: UseDef): boolean {
  return use.m.area !== undefined || use.m.autoHit === true;
}

/** The amendments adding `damageOnce` to the use, and what they add for `user`. */
export function damageOnceOf(ctx: Ctx, user: Combatant, use: UseDef): { by: string[]; amount: number } | undefined {
  const adds = (use.amendedBy ?? []).filter((a) => a.damageOnce !== undefined);
  if (!adds.length) return undefined;
  const src = sourceOf(ctx.ruleset, ctx.state, user);
  return { by: adds.map((a) => a.by), amount: adds.reduce((n, a) => n + readValue(src, a.damageOnce!), 0) };
}

/** Whether a save against the use would negate its damage and an amendment keeps half instead. */
export function keepsHalf(use: UseDef): boolean {
  const m = use.m;
  if (!m.save || m.save.onSuccess === "half" || m.attackRoll || m.kind === "heal") return false;
  if (m.amount === undefined && m.scales === undefined) return false;
  return (use.amendedBy ?? []).some((a) => a.halfOnSave);
}

export const amendDamage: CapabilityModule = {
  id: "amend-damage",
  keys: ["amends[].damageOnce", "amends[].halfOnSave"],
  blowAdds(ctx, act: ActFrame, use, target) {
    if (act.echo || act.damagedOnce) return 0;
    const user = ctx.state.combatants[act.actor]!;
    const once = damageOnceOf(ctx, user, use);
    if (!once) return 0;
    if (!sharedRoll(use)) act.damagedOnce = true;
    if (once.amount === 0) return 0;
    emit(ctx, { t: "damage-once", who: user.id, target: target.id, use: use.id, by: once.by, amount: once.amount });
    return once.amount;
  },
  saveResult(_ctx, use, _target, result: TargetResult) {
    if (result.lands || result.avoided || !keepsHalf(use)) return result;
    return { lands: true, halved: true };
  },
  onHit(ctx, act, use, target, result) {
    // Logged before the damage it halves.
    if (!result.halved || !keepsHalf(use)) return;
    const amends = (use.amendedBy ?? []).filter((a) => a.halfOnSave).map((a) => a.by);
    emit(ctx, { t: "half-on-save", who: target.id, by: act.actor, use: use.id, amends });
  },
};
