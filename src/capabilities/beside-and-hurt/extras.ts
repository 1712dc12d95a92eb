// 1.393: the extra effects of an item attack's hit (its `plus` damage clauses and `onHit` conditions) that count only
// on a target below its maximum health when the blow lands (`when: "target-hurt"`, Colossus Slayer), or at most once
// in each of the wielder's own turns and never on anyone else's (`oncePer: "own-turn"`, Divine Strike's "once on each
// of your turns"). The clauses are weighed by the director through the same extension point ("damage clauses"), so
// an extra die already spent this turn is not counted on again.
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, combatant } from "../../combat/context.js";
import type { ActFrame, Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import "../item-attacks/def.js";
import "./def.js";

/** Whether each target was below its maximum health as the blow landed, by act: read before the blow's own damage
 * (taken just ahead of dealing), as the conditions it applies land after it. */
const hurtAsHit = new WeakMap<ActFrame, Record<string, boolean>>();

const hurt = (t: Combatant) => t.hp < t.maxHp;

/** The turn stamp kept for a once-per-own-turn effect (`round * 1000 + turn`, as 1.187's `oncePerTurn`). */
const now = (ctx: Ctx) => ctx.state.round * 1000 + ctx.state.turn;

const ownTurn = (ctx: Ctx, who: Combatant) => ctx.state.order[ctx.state.turn] === who.id;

/** Whether the effect `key` of `who` may still count this turn: its own turn, and not yet used in it. */
function fresh(ctx: Ctx, who: Combatant, key: string): boolean {
  return ownTurn(ctx, who) && who.onHitTurns?.[key] !== now(ctx);
}

function spend(ctx: Ctx, who: Combatant, key: string): void {
  who.onHitTurns = { ...who.onHitTurns, [key]: now(ctx) };
}

const plusKey = (use: UseDef, i: number) => `own:${use.id}#plus${i}`;
const appliedKey = (use: UseDef, i: number) => `own:${use.id}#onHit${i}`;

/** Takes each target's health as the blow lands, before its damage (runs just ahead of the core's dealing). */
export const hurtBeforeBlow: CapabilityModule = {
  id: "hurt-before-blow",
  keys: [],
  onHit(_ctx, act, _use, target) {
    const seen = hurtAsHit.get(act) ?? {};
    seen[target.id] = hurt(target);
    hurtAsHit.set(act, seen);
  },
};

export const hitExtras: CapabilityModule = {
  id: "hit-extras",
  keys: ["plus[].when", "plus[].oncePer", "onHit[].when", "onHit[].oncePer"],
  // Asked before the blow's own damage is dealt, and by the director's estimate: the target's health now.
  keepsPlus(ctx, user, use, target, clause) {
    if (clause.when === "target-hurt" && !hurt(target)) return false;
    if (clause.oncePer === "own-turn" && !fresh(ctx, user, plusKey(use, use.m.plus?.indexOf(clause) ?? 0)))
      return false;
    return true;
  },
  onPlusDealt(ctx, act, use, _target, clause) {
    if (clause.oncePer !== "own-turn") return;
    spend(ctx, combatant(ctx, act.actor), plusKey(use, use.m.plus?.indexOf(clause) ?? 0));
  },
  keepsApplied(ctx, act, use, target, applied) {
    if (applied.when === "target-hurt" && !(hurtAsHit.get(act)?.[target.id] ?? hurt(target))) return false;
    if (applied.oncePer !== "own-turn") return true;
    const wielder = combatant(ctx, act.actor);
    const key = appliedKey(use, use.m.applies?.indexOf(applied) ?? 0);
    if (!fresh(ctx, wielder, key)) return false;
    spend(ctx, wielder, key);
    return true;
  },
};
