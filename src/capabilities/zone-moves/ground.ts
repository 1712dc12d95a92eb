// The ground a zone makes (1.173 `terrain`) for those it catches: difficult cells, and damage for every so much
// distance moved inside it, with no save, carried over from one walk to the next.

import { type Ctx, emit } from "../../combat/context.js";
import { applyDamage } from "../../combat/damage.js";
import { parsedDice } from "../../combat/dice.js";
import { useOf } from "../../combat/resolve.js";
import type { Combatant, GroundCell } from "../../combat/types.js";
import { rollDice } from "../../dice/index.js";
import { addDealt } from "../zones/effects.js";
import { catchable, inside, zoneMask } from "../zones/inside.js";
import { endZone } from "../zones/zones.js";

declare module "../zones/state.js" {
  interface ZoneState {
    /** 1.173 `perDistance`: distance each creature has moved inside it and not yet paid for. */
    walked?: Record<string, number>;
  }
}

/** Cells (as board indices) that zones make cost more for `mover`: `difficult` (twice), `costTimes`, `halvesSpeed`;
 * 1.182 `towardCaster`: only on steps toward the caster. */
export function groundFor(ctx: Ctx, mover: Combatant): GroundCell[] {
  const b = ctx.state.board;
  if (!b || !ctx.state.zones) return [];
  const out: GroundCell[] = [];
  for (const zone of ctx.state.zones ?? []) {
    const use = useOf(ctx, zone.by, zone.use);
    const caster = ctx.state.combatants[zone.by]!;
    const t = use.m.zone!.terrain;
    const times = t?.costTimes ?? (t?.difficult ? 2 : 1);
    if ((times < 2 && !t?.halvesSpeed) || !caster.at || !catchable(zone, use, caster, mover)) continue;
    const mask = zoneMask(ctx, zone, use, caster.at);
    const toward = t!.towardCaster ? { toward: caster.at } : {};
    for (let i = 0; i < mask.length; i++)
      if (mask[i]) out.push({ i, times, ...(t!.halvesSpeed ? { halves: true } : {}), ...toward });
  }
  return out;
}

/** A step of `distance` ended inside: each zone with `perDistance` there adds it up and deals what is due. */
export function walkedInside(ctx: Ctx, mover: Combatant, distance: number): void {
  for (const zone of [...(ctx.state.zones ?? [])]) {
    const use = useOf(ctx, zone.by, zone.use);
    const per = use.m.zone!.terrain?.perDistance;
    const caster = ctx.state.combatants[zone.by]!;
    if (!per || !caster.at || !catchable(zone, use, caster, mover)) continue;
    // The mover already stands on the step's end.
    if (!inside(ctx, zone, use, caster, mover)) continue;
    zone.walked ??= {};
    const walked = zone.walked;
    walked[mover.id] = (walked[mover.id] ?? 0) + distance;
    while (walked[mover.id]! >= per.every && mover.status === "standing") {
      walked[mover.id]! -= per.every;
      emit(ctx, { t: "zone", what: "ground", by: zone.by, use: zone.use, name: zone.name, who: mover.id });
      const roll = rollDice(parsedDice(per.amount), ctx.rng);
      const taken = applyDamage(ctx, mover, Math.max(0, roll.total), per.damageType, zone.by, { dice: roll });
      if (addDealt(zone, use, taken)) {
        endZone(ctx, zone, "damage cap");
        break;
      }
    }
  }
}
