// 1.187: what an item's attack says about what it hits. `against` adds to the roll against the targets it matches;
// a `plus` clause skips targets passing `not` and blows of the other kind (`blow`), and may give the wielder
// temporary points (`tempHp`); an `onHit` condition lands only on a target passing `targetIs`, and at most once a
// turn with `oncePerTurn`. 1.189: an `against` item or a `plus` clause can also ask for a target the wielder marked
// (`marked`: it holds that condition from them), and `against` can set the roll's mode and ignore cover or long
// range. Weighed by the director through the same extension points, so a weapon's bonus against a target makes
// that target (and that weapon) the better choice.
import type { CapabilityModule } from "../../combat/capability.js";
import { combatant, emit } from "../../combat/context.js";
import { heldInForce } from "../../combat/stats.js";
import { passesTest } from "../../combat/target-test.js";
import type { Combatant } from "../../combat/types.js";
import { blowOf, weaponOf } from "./weapon.js";

export const itemTargets: CapabilityModule = {
  id: "item-targets",
  keys: [
    "against",
    "plus[].not",
    "plus[].blow",
    "plus[].tempHp",
    "plus[].marked",
    "onHit[].targetIs",
    "onHit[].oncePerTurn",
  ],
  attackAgainst(ctx, attacker, use, target) {
    let add = 0;
    let advantages = 0;
    let disadvantages = 0;
    let ignoresCover = false;
    let ignoresLongRange = false;
    for (const a of weaponOf(ctx, use)?.against ?? []) {
      if (a.is && !passesTest(ctx.ruleset, target, a.is)) continue;
      if (a.marked && !markedBy(target, a.marked, attacker)) continue;
      add += a.toHit ?? 0;
      if (a.mode === "advantage") advantages++;
      if (a.mode === "disadvantage") disadvantages++;
      ignoresCover ||= !!a.ignoresCover;
      ignoresLongRange ||= !!a.ignoresLongRange;
    }
    return { add, advantages, disadvantages, ignoresCover, ignoresLongRange };
  },
  keepsPlus(ctx, user, use, target, clause, from) {
    if (clause.not && passesTest(ctx.ruleset, target, clause.not)) return false;
    if (clause.marked && !markedBy(target, clause.marked, user)) return false;
    return !clause.blow || blowOf(ctx, use, target, from) === clause.blow;
  },
  onPlusDealt(ctx, act, _use, _target, clause, taken) {
    if (!clause.tempHp || taken <= 0) return;
    const wielder = combatant(ctx, act.actor);
    // Temporary points do not stack: the larger stays.
    if (wielder.status !== "standing" || taken <= wielder.temp) return;
    wielder.temp = taken;
    emit(ctx, { t: "temporary", who: wielder.id, amount: taken });
  },
  keepsApplied(ctx, act, use, target, applied) {
    if (applied.targetIs && !passesTest(ctx.ruleset, target, applied.targetIs)) return false;
    if (!applied.oncePerTurn) return true;
    const wielder = combatant(ctx, act.actor);
    const key = `${use.id}#${use.m.applies?.indexOf(applied) ?? 0}`;
    const now = ctx.state.round * 1000 + ctx.state.turn;
    if (wielder.onHitTurns?.[key] === now) return false;
    wielder.onHitTurns = { ...wielder.onHitTurns, [key]: now };
    return true;
  },
};

/** Whether `target` holds `condition` applied by `wielder`, in force (1.189: an oathbow's sworn enemy). */
function markedBy(target: Combatant, condition: string, wielder: Combatant): boolean {
  return target.conditions.some((c) => c.id === condition && c.source === wielder.id && heldInForce(c));
}
