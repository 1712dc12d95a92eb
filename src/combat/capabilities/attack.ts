// Attack rolls (`attackRoll`, a creature action's or weapon's to-hit) and `autoHit`: advantage and
// disadvantage from conditions, long range and enemies close by cancel as the dice rules do; a natural
// `criticalHit.on` hits critically, a natural 1 misses. A roll that would hit opens the `hit` window first.

import { beamKey } from "../act-target.js";
import { againstOf, attackMode, coverFor } from "../attack-mode.js";
import { coverBonus, coverOf } from "../board/cover.js";
import type { CapabilityModule } from "../capability.js";
import { type Ctx, combatant, emit } from "../context.js";
import { rescueRoll, rollWithMode } from "../rolls.js";
import { rules } from "../rules.js";
import { attackBonus, defenseOf } from "../stats.js";
import type { ActFrame, Combatant } from "../types.js";
import type { UseDef } from "../uses.js";
import { openWindow } from "../windows.js";
import { savedAgainst, sparesOnly } from "./save.js";

const roller = (attacker: Combatant) => ({ who: attacker, kind: "attacks" }) as const;

/** The attack roll, as rolled now. */
function rollFresh(ctx: Ctx, attacker: Combatant, use: UseDef, target: Combatant) {
  const mode = attackMode(ctx, attacker, use, target);
  const bonus = attackBonus(ctx.ruleset, ctx.state, attacker, use) + mode.add;
  const r = rollWithMode(ctx, mode.advantages, mode.disadvantages, bonus, roller(attacker));
  return { natural: r.natural, total: r.total, rolls: [...r.rolls], mode: r.mode, bonus };
}

function rollFor(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant): ActFrame["rolls"][string] {
  const key = beamKey(act, target.id);
  const seen = act.rolls[key];
  if (seen) return seen;
  const rec = rollFresh(ctx, combatant(ctx, act.actor), use, target);
  act.rolls[key] = rec;
  return rec;
}

/** What the packages' adjustments did to the defense (1.406: a floor raised it), for the hit record. */
function adjustedBy(adjusted: number): { adjusted?: number } {
  return adjusted !== 0 ? { adjusted } : {};
}

/** A weapon's blow (1.241 `weapon`): an item's attack, an attack list's row, or a creature's own single-target action. */
function weaponBlow(use: UseDef): boolean {
  return (
    use.origin === "item-attack" ||
    use.origin === "row" ||
    (use.origin === "creature" && !use.m.area && (use.m.targetCount ?? 1) === 1)
  );
}

export const attack: CapabilityModule = {
  id: "attack",
  keys: ["attackRoll", "autoHit"],
  decide(ctx, act, use, target) {
    if (use.m.autoHit) return { lands: true };
    if (!use.m.attackRoll && use.toHit === undefined) return undefined;
    const roll = rollFor(ctx, act, use, target);
    const critical = roll.natural >= rules(ctx.ruleset).criticalOn;
    const attacker = combatant(ctx, act.actor);
    const cover = attacker.at
      ? coverFor(coverOf(ctx.state, attacker.at, target, attacker), againstOf(ctx, attacker, use, target))
      : "none";
    const against = () => defenseOf(ctx.ruleset, ctx.state, target).defense + coverBonus(cover);
    const hits = () => critical || (roll.natural !== 1 && roll.total >= against());
    const key = `hit:${beamKey(act, target.id)}`;
    const blow = { critical, melee: use.melee && !use.range, weapon: weaponBlow(use) };
    if (!critical && hits() && !act.asked.includes(key)) {
      act.asked.push(key);
      if (openWindow(ctx, "hit", act.actor, target.id, [target.id], { blow })) return "paused";
    }
    // Extension point "hit responses": once whoever was struck has answered, the attacker's own (1.241).
    const own = `own:${key}`;
    if (hits() && !act.asked.includes(own)) {
      act.asked.push(own);
      for (const m of ctx.caps.modulesWith("afterHitRoll"))
        if (m.afterHitRoll!(ctx, act, use, target, blow)) return "paused";
    }
    let lands = hits();
    emit(ctx, {
      t: "attack",
      who: act.actor,
      target: target.id,
      d20: { rolls: roll.rolls, mode: roll.mode, natural: roll.natural },
      bonus: roll.bonus,
      total: roll.total,
      defense: against(),
      ...adjustedBy(defenseOf(ctx.ruleset, ctx.state, target).adjusted),
      ...(cover === "half" || cover === "three-quarters" ? { cover } : {}),
      result: lands ? (critical ? "critical" : "hit") : "miss",
    });
    // A miss but a natural one may be rescued by what the attacker holds (1.249), once, logged after the roll.
    if (!lands && roll.natural !== 1 && !roll.rescued) {
      roll.rescued = true;
      const rescued = rescueRoll(ctx, roller(attacker), {
        natural: roll.natural,
        total: roll.total,
        against: against(),
        reroll: () => {
          const again = rollFresh(ctx, attacker, use, target);
          return { natural: again.natural, total: again.total };
        },
      });
      lands = !!rescued?.success;
      if (rescued) roll.total = rescued.total;
    }
    // 1.184: a creature's blow that hits calls for its save, which spares only what the action applies.
    if (lands && sparesOnly(use) && savedAgainst(ctx, act, use, target)) return { lands, critical, spared: true };
    return { lands, critical: lands && critical };
  },
};
