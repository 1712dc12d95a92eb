// Damage while held (1.175 `zone.whileHeld`): whoever starts a turn in the zone already held by its caster with the
// named condition takes its amount, with no save, instead of the zone's own effect (Black Tentacles' 3d6
// bludgeoning on the restrained).
import { type Ctx, emit } from "../../combat/context.js";
import { applyDamage } from "../../combat/damage.js";
import { parsedDice } from "../../combat/dice.js";
import { useOf } from "../../combat/resolve.js";
import type { Combatant } from "../../combat/types.js";
import { rollDice } from "../../dice/index.js";
import { addDealt } from "./effects.js";
import type { ZoneState } from "./state.js";

/** Whether `t`, caught at `trigger`, is held by the zone's caster as its `whileHeld` says; if so the zone has dealt
 * its amount to them. True when it took the catch's place; whether the damage reached its cap, through `capped`. */
export function heldCatch(ctx: Ctx, zone: ZoneState, t: Combatant, trigger: string, capped: () => void): boolean {
  if (trigger !== "turn-start") return false;
  const use = useOf(ctx, zone.by, zone.use);
  const held = use.m.zone?.whileHeld;
  if (!held || !t.conditions.some((c) => c.id === held.condition && c.source === zone.by)) return false;
  emit(ctx, { t: "zone", what: "held", by: zone.by, use: zone.use, name: zone.name, who: t.id });
  const roll = rollDice(parsedDice(held.amount), ctx.rng);
  const taken = applyDamage(ctx, t, Math.max(0, roll.total), held.damageType, zone.by, { dice: roll });
  if (addDealt(zone, use, taken)) capped();
  return true;
}
