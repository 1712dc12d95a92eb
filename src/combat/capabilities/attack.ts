// Attack rolls (`attackRoll`, a creature action's or weapon's to-hit) and `autoHit`: advantage and
// disadvantage from conditions, long range and enemies close by cancel as the dice rules do; a natural
// `criticalHit.on` hits critically, a natural 1 misses. A roll that would hit opens the `hit` window first.
import { coverBonus, coverOf } from "../board/cover.js";
import { cellsApart } from "../board/grid.js";
import type { CapabilityModule } from "../capability.js";
import { type Ctx, combatant, emit } from "../context.js";
import { sumModifiers } from "../modifier-rolls.js";
import { rollWithMode } from "../rolls.js";
import { rules } from "../rules.js";
import { attackBonus, defense, hasEffect, incapacitated } from "../stats.js";
import type { ActFrame, Combatant } from "../types.js";
import type { UseDef } from "../uses.js";
import { openWindow } from "../windows.js";

function modes(ctx: Ctx, attacker: Combatant, use: UseDef, target: Combatant): [number, number, number] {
  const r = ctx.ruleset;
  let adv = 0;
  let dis = 0;
  let flat = 0;
  if (hasEffect(r, attacker, "attacks-advantage")) adv++;
  if (hasEffect(r, attacker, "attacks-disadvantage")) dis++;
  if (hasEffect(r, target, "attacks-against-advantage")) adv++;
  if (hasEffect(r, target, "attacks-against-disadvantage")) dis++;
  // The attacker's `attacks` modifiers and the target's `attacks-taken`, their dice rolled for this attack (Bless).
  for (const sum of [sumModifiers(ctx, attacker, "attacks"), sumModifiers(ctx, target, "attacks-taken")]) {
    adv += sum.advantages;
    dis += sum.disadvantages;
    flat += sum.add;
  }
  const b = ctx.state.board;
  const ranged = r.combat?.ranged;
  if (b && attacker.at && target.at && use.range) {
    if (ranged?.longRange !== "none" && cellsApart(b, attacker.at, target.at) * b.perCell > use.range.normal) dis++;
    if (ranged?.inMelee !== "none") {
      const close = ctx.state.order.some((id) => {
        const e = ctx.state.combatants[id]!;
        return e.side !== attacker.side && e.at && !incapacitated(r, e) && cellsApart(b, e.at, attacker.at!) <= 1;
      });
      if (close) dis++;
    }
  }
  return [adv, dis, flat];
}

function rollFor(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant) {
  const seen = act.rolls[target.id];
  if (seen) return seen;
  const attacker = combatant(ctx, act.actor);
  const [adv, dis, flat] = modes(ctx, attacker, use, target);
  const bonus = attackBonus(ctx.ruleset, ctx.state, attacker, use) + flat;
  const r = rollWithMode(ctx, adv, dis, bonus);
  const rec = { natural: r.natural, total: r.total, rolls: [...r.rolls], mode: r.mode, bonus };
  act.rolls[target.id] = rec;
  return rec;
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
    const cover = attacker.at ? coverOf(ctx.state, attacker.at, target, attacker) : "none";
    const against = () => defense(ctx.ruleset, ctx.state, target) + coverBonus(cover);
    const hits = () => critical || (roll.natural !== 1 && roll.total >= against());
    const key = `hit:${target.id}`;
    if (!critical && hits() && !act.asked.includes(key)) {
      act.asked.push(key);
      if (openWindow(ctx, "hit", act.actor, target.id, [target.id])) return "paused";
    }
    const lands = hits();
    emit(ctx, {
      t: "attack",
      who: act.actor,
      target: target.id,
      d20: { rolls: roll.rolls, mode: roll.mode, natural: roll.natural },
      bonus: roll.bonus,
      total: roll.total,
      defense: against(),
      ...(cover === "half" || cover === "three-quarters" ? { cover } : {}),
      result: lands ? (critical ? "critical" : "hit") : "miss",
    });
    return { lands, critical: lands && critical };
  },
};
