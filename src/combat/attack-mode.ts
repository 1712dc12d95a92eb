// The advantages, disadvantages and added number on one attack roll, counted once for the core that rolls it and
// the director that weighs it: conditions' effects (hidden, dodging, helped), the attacker's `attacks` modifiers and
// the target's `attacks-taken` (Bless's dice), long range and an enemy close by.
import type { Cover } from "../geometry/index.js";
import type { ModifierDef } from "../ruleset/combat.js";
import type { Cell } from "../ruleset/encounter.js";
import { cellsApart } from "./board/grid.js";
import type { AttackAgainst } from "./capability.js";
import type { Ctx } from "./context.js";
import { type DiceValue, type ModifierSum, sumModifiers } from "./modifier-rolls.js";
import { canSee } from "./seeing.js";
import { hasEffect, incapacitated } from "./stats.js";
import type { Combatant } from "./types.js";
import type { UseDef } from "./uses.js";

/**
 * Counts an attack by `attacker` on `target` with `use`, the attacker standing at `from` (where it stands unless
 * given: a cell it may move to first). `value` weighs modifiers' dice: rolled by default, averaged for an estimate.
 */
export function attackMode(
  ctx: Ctx,
  attacker: Combatant,
  use: UseDef,
  target: Combatant,
  from: Cell | undefined = attacker.at,
  value?: DiceValue,
): ModifierSum {
  const fixed = attackModeFixed(ctx, attacker, use, target, value);
  const at = attackModeAt(ctx, attacker, use, target, from);
  return {
    advantages: fixed.advantages + at.advantages,
    disadvantages: fixed.disadvantages + at.disadvantages,
    add: fixed.add,
  };
}

/** The part of `attackMode` that does not depend on the cell the attacker strikes from: conditions' effects,
 * modifiers (those that count for `use`), what the use says about the target, and whether the target sees the
 * attacker where it stands (the director asks it once for many cells). */
export function attackModeFixed(
  ctx: Ctx,
  attacker: Combatant,
  use: UseDef,
  target: Combatant,
  value?: DiceValue,
): ModifierSum {
  const r = ctx.ruleset;
  let advantages = 0;
  let disadvantages = 0;
  let add = 0;
  if (hasEffect(r, attacker, "attacks-advantage")) advantages++;
  if (hasEffect(r, attacker, "attacks-disadvantage")) disadvantages++;
  if (hasEffect(r, target, "attacks-against-advantage")) advantages++;
  if (hasEffect(r, target, "attacks-against-disadvantage")) disadvantages++;
  const all = () => true;
  // Extension point "attack modifiers": a change to attacks may count only for some (1.188 `ability`).
  const keepers = ctx.caps.modulesWith("keepsAttackModifier");
  const keeps = (m: ModifierDef) => keepers.every((k) => k.keepsAttackModifier!(ctx, attacker, m, use));
  const against = againstOf(ctx, attacker, use, target);
  advantages += against.advantages ?? 0;
  disadvantages += against.disadvantages ?? 0;
  add += against.add ?? 0;
  for (const sum of [
    sumModifiers(ctx, attacker, "attacks", keeps, value),
    sumModifiers(ctx, target, "attacks-taken", all, value),
  ]) {
    advantages += sum.advantages;
    disadvantages += sum.disadvantages;
    add += sum.add;
  }
  // 1.178: not being seen counts on the roll.
  if (r.combat?.sight?.unseenAttacks && !canSee(ctx, target, attacker, target.at)) advantages++;
  return { advantages, disadvantages, add };
}

/** The part of `attackMode` that depends on the cell `from` the attacker strikes from: not seeing the target from
 * there, long range, an enemy close by. Nothing in it is rolled. */
export function attackModeAt(
  ctx: Ctx,
  attacker: Combatant,
  use: UseDef,
  target: Combatant,
  from: Cell | undefined,
): { readonly advantages: number; readonly disadvantages: number } {
  const r = ctx.ruleset;
  let disadvantages = 0;
  // 1.178: not seeing counts on the roll.
  if (r.combat?.sight?.unseenAttacks && !canSee(ctx, attacker, target, from)) disadvantages++;
  const b = ctx.state.board;
  const ranged = r.combat?.ranged;
  if (b && from && target.at && use.range) {
    if (
      ranged?.longRange !== "none" &&
      !againstOf(ctx, attacker, use, target).ignoresLongRange &&
      cellsApart(b, from, target.at) * b.perCell > use.range.normal
    )
      disadvantages++;
    if (ranged?.inMelee !== "none") {
      const close = ctx.state.order.some((id) => {
        const e = ctx.state.combatants[id]!;
        return e.side !== attacker.side && e.at && !incapacitated(r, e) && cellsApart(b, e.at, from) <= 1;
      });
      if (close) disadvantages++;
    }
  }
  return { advantages: 0, disadvantages };
}

/** What `use` says about attacking `target` (extension point "attacks against"), wherever its user strikes from:
 * the answers added up, cover or long range ignored when any says so. */
export function againstOf(ctx: Ctx, attacker: Combatant, use: UseDef, target: Combatant): AttackAgainst {
  let add = 0;
  let advantages = 0;
  let disadvantages = 0;
  let ignoresCover = false;
  let ignoresLongRange = false;
  for (const m of ctx.caps.modulesWith("attackAgainst")) {
    const a = m.attackAgainst!(ctx, attacker, use, target);
    add += a.add ?? 0;
    advantages += a.advantages ?? 0;
    disadvantages += a.disadvantages ?? 0;
    ignoresCover ||= !!a.ignoresCover;
    ignoresLongRange ||= !!a.ignoresLongRange;
  }
  return { add, advantages, disadvantages, ignoresCover, ignoresLongRange };
}

/** The cover that counts for an attack: none when the use ignores cover short of total (1.189). */
export function coverFor(cover: Cover, against: AttackAgainst): Cover {
  return against.ignoresCover && cover !== "total" ? "none" : cover;
}
