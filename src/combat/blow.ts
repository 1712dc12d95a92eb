// A blow as the changes to attacks and damage see it: whether a use strikes with an attack roll, with a weapon or a
// spell, in melee, and with which ability; which of its user's `attacks` and `damage` modifiers count for it
// (extension points "attack modifiers", "damage modifiers") and what it rolls of its own dice ("blow dice").
import type { DiceExpr } from "../dice/index.js";
import type { ModifierDef } from "../ruleset/combat.js";
import type { BlowDice, Ctx } from "./capability.js";
import type { Combatant } from "./types.js";
import type { UseDef } from "./use-def.js";

export interface BlowKind {
  /** A weapon's blow: a weapon wielded (an item's attack), an attack list's row, or a creature's own action. */
  readonly weapon: boolean;
  /** A catalog entry's attack (a spell's). */
  readonly spell: boolean;
  readonly melee: boolean;
  /** The ability the attack is made with, when known. */
  readonly ability?: string;
}

/** Whether `use` comes from a weapon: an item's attack, a row of an attack list (no catalog's, 1.241), or a creature's
 * own action. */
export function weaponOrigin(use: UseDef): boolean {
  return use.origin === "item-attack" || use.origin === "row" || use.origin === "creature";
}

/** What kind of blow `use` strikes; undefined when it makes no attack roll. */
export function blowKind(use: UseDef): BlowKind | undefined {
  if (!use.m.attackRoll && use.toHit === undefined) return undefined;
  const weapon = weaponOrigin(use);
  return {
    weapon,
    spell: !weapon && use.origin === "entry",
    melee: use.melee && !use.range,
    ...(use.ability ? { ability: use.ability } : {}),
  };
}

/** Whether `who`'s change `m` to its attacks or damage counts for a blow with `use`: every module answering "attack
 * modifiers" (for an `attacks` change) or "damage modifiers" (for any other) keeps it. */
export function keptForBlow(ctx: Ctx, who: Combatant, use: UseDef): (m: ModifierDef) => boolean {
  const attacks = ctx.caps.modulesWith("keepsAttackModifier");
  const damage = ctx.caps.modulesWith("keepsDamageModifier");
  return (m) =>
    m.to === "attacks"
      ? attacks.every((k) => k.keepsAttackModifier!(ctx, who, m, use))
      : damage.every((k) => k.keepsDamageModifier!(ctx, who, m, use));
}

const NONE: DiceExpr = { terms: [], flat: 0 };

/** What `who`'s blow with `use` rolls of its own amount `expr`: as every module answering "blow dice" leaves it. */
export function blowDice(ctx: Ctx, who: Combatant, use: UseDef, expr: DiceExpr): BlowDice {
  let dice: BlowDice = { expr, onCritical: NONE };
  for (const m of ctx.caps.modulesWith("blowDice")) dice = m.blowDice!(ctx, who, use, dice);
  return dice;
}
