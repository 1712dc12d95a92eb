// 1.413: a `damage` or `damage-taken` change adds a value read from its holder's sheet (`add`), or takes its dice and
// that value off (`minus`; what it takes off never leaves a blow below 0, which the core's sums already keep). A
// `damage-taken` change narrowed to a kind of blow (`blow`) counts only for that blow, and one with `falls` only for
// falling damage, its condition used up once it has reduced a fall. A condition applied to last one attack
// (`endsAfter: "attacked"`, Deflect Missiles) ends once an attack roll against its holder is over.
import { blowKind } from "../../combat/blow.js";
import type { CapabilityModule, DamageCause } from "../../combat/capability.js";
import { endCondition } from "../../combat/conditions.js";
import { emit } from "../../combat/context.js";
import { readValue } from "../../combat/source.js";
import { conditionDef, sourceOf } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { ModifierDef } from "../../ruleset/combat.js";
import "./def.js";
import "./text.js";

/** Whether a use makes an attack roll (an attack in the reference's sense: hit or miss, it ends). */
export function rollsToHit(use: UseDef): boolean {
  return !use.m.autoHit && (use.m.attackRoll !== undefined || use.toHit !== undefined);
}

/** Whether a `damage-taken` change counts for damage dealt by `cause`. */
export function countsFor(m: ModifierDef, cause: DamageCause | undefined): boolean {
  if (m.falls) return !!cause?.falls;
  if (m.blow === undefined) return true;
  const kind = cause?.use ? blowKind(cause.use) : undefined;
  return !!kind && (m.blow === "melee") === kind.melee;
}

/** The conditions `who` holds whose changes reduced a fall: those a `falls` change sits on. */
function fallBreakers(ctx: Parameters<NonNullable<CapabilityModule["onDamage"]>>[0], who: Combatant) {
  return who.conditions.filter((c) => conditionDef(ctx.ruleset, c.id)?.modifiers?.some((m) => m.falls));
}

export const reduce: CapabilityModule = {
  id: "reductions",
  keys: ["add", "minus", "falls", "applies[].endsAfter"],
  modifierAmount(ctx, who, m, amount) {
    if (m.add === undefined && !m.minus) return amount;
    const added = m.add === undefined ? 0 : readValue(sourceOf(ctx.ruleset, ctx.state, who), m.add);
    const whole = amount + added;
    if (!m.minus) return whole;
    if (whole > 0)
      emit(ctx, { t: "reduced", who: who.id, by: whole, what: m.to === "damage-taken" ? "taken" : "dealt" });
    return -whole;
  },
  keepsTakenModifier: (_ctx, _target, m, cause) => countsFor(m, cause),
  onDamage(ctx, target, damage) {
    if (!damage.cause?.falls) return;
    for (const cond of fallBreakers(ctx, target)) endCondition(ctx, target, cond, "used");
  },
  shapeCondition(_ctx, _target, cond, applied) {
    if (applied.endsAfter) cond.endsAfter = applied.endsAfter;
  },
  afterTarget(ctx, act, use, target) {
    if (!rollsToHit(use) || act.onto) return false;
    for (const cond of target.conditions.filter((c) => c.endsAfter === "attacked"))
      endCondition(ctx, target, cond, "attack over");
    return false;
  },
};
