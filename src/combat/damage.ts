// Damage and healing as they reach a combatant: resistance, immunity and vulnerability, temporary points,
// falling at 0, and the hooks that react to harm (concentration, dying, reaction windows).

import type { DiceRoll } from "../dice/index.js";
import type { ModifierDef } from "../ruleset/combat.js";
import type { Blow, DamageCause } from "./capability.js";
import { type Ctx, combatant, emit } from "./context.js";
import { cutOff } from "./cut-off.js";
import { fire } from "./hooks.js";
import { type DiceValue, sumModifiers } from "./modifier-rolls.js";
import { modulesWith } from "./registry.js";
import { rules } from "./rules.js";
import { creatureOf, hasEffect } from "./stats.js";
import type { Combatant } from "./types.js";
import type { UseDef } from "./use-def.js";

export type { DamageInfo } from "./capability.js";

export interface DamageOpts {
  readonly dice?: DiceRoll;
  readonly critical?: boolean;
  readonly halved?: boolean;
  /** 1.323: the blow reaps those it fells on Held Ground. */
  readonly reaps?: boolean;
  /** Damage passed on from another who took it (1.409): it is never passed on again. */
  readonly passedOn?: boolean;
  /** The blow never takes the target's health below this (extension point "damage floor": 1.235 Harm). */
  readonly floor?: number;
  /** What dealt it, handed on to `onDamage` (1.193: health only a rest gives back). */
  readonly cause?: DamageCause;
  /** 1.415 `backlash` with `unblockable`: resistance and immunity do not change it. */
  readonly unblockable?: boolean;
}

function adjust(ctx: Ctx, target: Combatant, amount: number, type: string) {
  const creature = creatureOf(ctx.ruleset, target);
  const has = (list: readonly string[] | undefined) => !!list && (list.includes(type) || list.includes("all"));
  if (has(creature?.immune) || modulesWith(ctx, "immuneToDamage").some((m) => m.immuneToDamage!(ctx, target, type)))
    return { amount: 0, why: "immune" as const };
  if (has(creature?.resist)) return { amount: Math.floor(amount / 2), why: "resisted" as const };
  if (has(creature?.vulnerable)) return { amount: amount * 2, why: "vulnerable" as const };
  return { amount, why: undefined };
}

/** What `rolled` damage of `type` comes to as it reaches `target` (before its temporary points): its `damage-taken`
 * changes, halving, then immunity, resistance or vulnerability. The changes' dice are rolled unless `value` weighs
 * them otherwise (1.257 asks what a roll would do before it is dealt, and rolls nothing). */
export function reaching(
  ctx: Ctx,
  target: Combatant,
  rolled: number,
  type: string,
  opts: Pick<DamageOpts, "halved" | "cause" | "unblockable">,
  value?: DiceValue,
) {
  // The target's `damage-taken` modifiers change what reaches it, never below 0: those that count for what dealt it
  // (extension point "damage taken").
  const keepers = modulesWith(ctx, "keepsTakenModifier");
  const keep = (m: ModifierDef) => keepers.every((k) => k.keepsTakenModifier!(ctx, target, m, opts.cause));
  let base = Math.max(0, rolled + sumModifiers(ctx, target, "damage-taken", keep, value).add);
  const changed = base;
  if (opts.halved) base = Math.floor(base / 2);
  if (opts.unblockable) return { amount: base, why: undefined, changed };
  return { ...adjust(ctx, target, base, type), changed };
}

/** Deals damage to a combatant; returns what it took after resistances. */
export function applyDamage(
  ctx: Ctx,
  target: Combatant,
  rolled: number,
  type: string,
  source: string,
  opts: DamageOpts = {},
): number {
  if (target.status === "dead" || target.status === "fled") return 0;
  // 1.314: nothing of someone cut off from the target harms it.
  if (cutOff(ctx, ctx.state.combatants[source], target)) return 0;
  const { amount, why, changed } = reaching(ctx, target, rolled, type, opts);
  const absorbed = Math.min(target.temp, amount);
  target.temp -= absorbed;
  const through = amount - absorbed;
  const lost = opts.floor === undefined ? through : Math.min(through, Math.max(0, target.hp - opts.floor));
  const atZero = target.status !== "standing";
  const before = target.hp;
  target.hp = Math.max(0, target.hp - lost);
  emit(ctx, {
    t: "damage",
    who: target.id,
    source,
    type,
    rolled,
    taken: amount,
    absorbed,
    hp: target.hp,
    ...(opts.dice ? { dice: opts.dice } : {}),
    ...(why ? { why } : opts.halved ? { why: "halved" as const } : {}),
  });
  // Extension point "health layers": health dropped to 0 may have been a layer over more (a form taken on, 1.392),
  // which goes, and what was left over reaches the health beneath.
  let dropped = lost;
  let above = before;
  if (!atZero && target.hp === 0 && lost > 0) {
    const carried = shedLayer(ctx, target, lost - before);
    if (carried !== undefined) {
      above = target.hp;
      dropped = carried;
      target.hp = Math.max(0, target.hp - carried);
    }
  }
  if (!atZero && target.hp === 0 && dropped > 0) {
    // Massive damage (the engine's own `dying.massive`): what is left over after 0 kills outright when it
    // reaches the health maximum; nothing hangs on against that.
    const outright = massive(ctx) && !target.creature && dropped - above >= target.maxHp;
    const blow = { amount: dropped === lost ? amount : dropped, type, source, critical: !!opts.critical };
    if (outright || !holdsOn(ctx, target, blow)) {
      fall(ctx, target, opts.reaps);
      if (target.status === "dying" && outright) die(ctx, target, "massive");
    }
  }
  fire("onDamage", ctx, target, {
    amount,
    lost,
    type,
    source,
    critical: !!opts.critical,
    atZero,
    fromHealth: before - target.hp,
    rolled,
    changed,
    ...(opts.passedOn ? { passedOn: true } : {}),
    ...(opts.cause ? { cause: opts.cause } : {}),
  });
  return amount;
}

/** Extension point "health layers": what of `over` reaches the health beneath the layer a module took off, or
 * undefined when the health that dropped was the combatant's own. */
function shedLayer(ctx: Ctx, target: Combatant, over: number): number | undefined {
  for (const m of modulesWith(ctx, "shedsLayer")) {
    const carried = m.shedsLayer!(ctx, target, over);
    if (carried !== undefined) return carried;
  }
  return undefined;
}

/** Whether something the combatant holds keeps it up at 1 instead of dropping to 0 (extension point "hanging on":
 * Undead Fortitude); `blow` is the damage that brought it there, none when something else did. */
export function holdsOn(ctx: Ctx, target: Combatant, blow?: Blow): boolean {
  for (const m of modulesWith(ctx, "holdsOn")) if (m.holdsOn!(ctx, target, blow)) return true;
  return false;
}

/** A combatant drops to 0: a sheet under a dying rule starts dying; anyone else dies. A package may fall them
 * otherwise (extension point "what replaces falling": felled on Held Ground). */
export function fall(ctx: Ctx, target: Combatant, reaps = false): void {
  for (const m of modulesWith(ctx, "fallInstead")) if (m.fallInstead!(ctx, target, reaps)) return;
  const dying = rules(ctx.ruleset).block?.dying;
  target.temp = 0;
  if (!target.creature && dying) {
    target.status = "dying";
    target.death = { successes: 0, failures: 0 };
    emit(ctx, { t: "down", who: target.id });
  } else die(ctx, target);
}

export function die(ctx: Ctx, target: Combatant, why?: "massive"): void {
  target.status = "dead";
  target.died = ctx.state.round;
  emit(ctx, { t: "dead", who: target.id, ...(why ? { why } : {}) });
}

/** Whether the ruleset plays instant death from massive damage (never where falls are replaced: Held Ground has
 * its own). */
export function massive(ctx: Ctx): boolean {
  return !!rules(ctx.ruleset).block?.dying?.massive && !fallsReplaced(ctx);
}

/** Whether a package replaces falling in this fight (Held Ground): dying's rules then stand aside. */
export function fallsReplaced(ctx: Ctx): boolean {
  for (const m of modulesWith(ctx, "replacesFalls")) if (m.replacesFalls!(ctx)) return true;
  return false;
}

/** Whether a harmful use can be aimed at someone down (dying or stable): where the dying rule counts harm at 0
 * as failed death saves (`damageFails`, two on a critical), a blow on the dying is what makes that count, so a
 * foe can strike them as the SRD allows. Not where a package replaces falling (Held Ground: harm adds nothing). */
export function strikesTheDown(
  ctx: Ctx,
  use: { readonly m: { readonly kind?: string; readonly amount?: unknown }; readonly steps?: unknown },
  t: Combatant,
): boolean {
  if (t.status !== "dying" && t.status !== "stable") return false;
  const rule = rules(ctx.ruleset).block?.dying;
  if (!rule || rule.damageFails === false || fallsReplaced(ctx)) return false;
  return (use.m.kind ?? "attack") === "attack" && (use.m.amount !== undefined || !!use.steps);
}

/** What keeps `target` from being healed by `use` (the effect's name), or undefined. 1.191: a condition with the
 * `cannot-heal` effect prevents all healing of its holder; extension point "healing blockers": a package's effect
 * may prevent some of it (1.261). */
export function healBlockedBy(ctx: Ctx, target: Combatant, use: UseDef | undefined): string | undefined {
  if (hasEffect(ctx.ruleset, target, "cannot-heal")) return "cannot-heal";
  for (const m of modulesWith(ctx, "healBlocked")) {
    const why = m.healBlocked!(ctx, target, use);
    if (why !== undefined) return why;
  }
  return undefined;
}

/** Heals a combatant up to its maximum; healing someone dying or stable puts them back on their feet. `use` is
 * what heals, when a use does (a death save's or a rescue's point is none). */
export function applyHealing(
  ctx: Ctx,
  target: Combatant,
  amount: number,
  source: string,
  dice?: DiceRoll,
  use?: UseDef,
): number {
  if (target.status === "dead" || target.status === "fled") return 0;
  for (const m of modulesWith(ctx, "healable")) if (!m.healable!(ctx, target)) return 0;
  if (cutOff(ctx, ctx.state.combatants[source], target)) return 0;
  const why = healBlockedBy(ctx, target, use);
  if (why !== undefined) {
    emit(ctx, { t: "heal-blocked", who: target.id, source, why });
    return 0;
  }
  const gained = Math.max(0, Math.min(amount, target.maxHp - target.hp));
  target.hp += gained;
  if (target.status !== "standing" && target.hp > 0) {
    target.status = "standing";
    target.death = { successes: 0, failures: 0 };
    fire("onBackUp", ctx, target);
  }
  emit(ctx, { t: "heal", who: target.id, source, amount: gained, hp: target.hp, ...(dice ? { dice } : {}) });
  return gained;
}

export function sourceName(ctx: Ctx, id: string): string {
  return combatant(ctx, id).id;
}
