// A wind ending the zones it reaches (1.286, 1.289). After every action (the core's "settled": the stack ran empty),
// a zone whose `obscures.dispersed` is set and that a zone with `disperses` reaches (a cell of both on a board;
// someone in both without one) ends, and the concentration holding it up with it. `{ "after": N }` ends only once
// wind has reached it for N full rounds in a row, counted from the turn it first did (kept on the zone as `wind`);
// a check finding no wind on it starts the count again.

import { endConcentration } from "../../combat/capabilities/concentration.js";
import { type Ctx, emit } from "../../combat/context.js";
import { useOf } from "../../combat/resolve.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import { inside, zoneMask } from "../zones/inside.js";
import type { ZoneState } from "../zones/state.js";
import { endZone } from "../zones/zones.js";
import type { DispersedDef } from "./def.js";

/** How a zone is dispersed, if it is. */
export function dispersedOf(use: UseDef): true | { readonly after: number } | undefined {
  const d: DispersedDef | undefined = use.m.zone?.obscures?.dispersed;
  return d === false ? undefined : d;
}

/** Rounds of wind in a row it takes to disperse: 0 for at once. */
export function roundsNeeded(d: true | { readonly after: number }): number {
  return d === true ? 0 : d.after;
}

/** The cells of a zone on the board now, or undefined without a board (or a place it was put). */
function cellsOf(ctx: Ctx, zone: ZoneState, use: UseDef, caster: Combatant): Uint8Array | undefined {
  if (!ctx.state.board || !caster.at || (zone.anchor === "point" && !zone.at)) return undefined;
  return zoneMask(ctx, zone, use, caster.at);
}

/** Whether the two zones meet: a cell of both on a board; without one, someone inside both. */
export function meet(ctx: Ctx, a: ZoneState, b: ZoneState): boolean {
  const [ua, ub] = [useOf(ctx, a.by, a.use), useOf(ctx, b.by, b.use)];
  const [ca, cb] = [ctx.state.combatants[a.by]!, ctx.state.combatants[b.by]!];
  const [ma, mb] = [cellsOf(ctx, a, ua, ca), cellsOf(ctx, b, ub, cb)];
  if (ma && mb) {
    for (let i = 0; i < ma.length; i++) if (ma[i] && mb[i]) return true;
    return false;
  }
  return ctx.state.order.some((id) => {
    const t = ctx.state.combatants[id]!;
    return inside(ctx, a, ua, ca, t) && inside(ctx, b, ub, cb, t);
  });
}

/** The winds on the field now. */
export function windsOf(ctx: Ctx): ZoneState[] {
  return (ctx.state.zones ?? []).filter((z) => useOf(ctx, z.by, z.use).m.zone?.disperses);
}

/** Whether `after` full rounds have passed since the turn `since` names. */
function roundsPassed(ctx: Ctx, since: { round: number; turn: number }, after: number): boolean {
  const { round, turn } = ctx.state;
  return round > since.round + after || (round === since.round + after && turn >= since.turn);
}

/** Ends `zone`, dispersed by `wind`, and the concentration of its caster that holds it up. */
function disperse(ctx: Ctx, zone: ZoneState, wind: ZoneState): void {
  emit(ctx, { t: "wind", what: "disperses", by: wind.by, name: wind.name, zoneBy: zone.by, zone: zone.name });
  endZone(ctx, zone, "dispersed");
  const caster = ctx.state.combatants[zone.by]!;
  if (caster.concentration?.use === zone.use) endConcentration(ctx, caster, "dispersed");
}

/** After every action: each dispersible zone a wind reaches ends, at once or once the wind has blown long enough. */
export function blow(ctx: Ctx): void {
  const zones = ctx.state.zones;
  if (!zones?.length) return;
  const winds = windsOf(ctx);
  for (const zone of [...zones]) {
    if (!ctx.state.zones?.includes(zone)) continue;
    const d = dispersedOf(useOf(ctx, zone.by, zone.use));
    if (!d) continue;
    const wind = winds.find((w) => w !== zone && ctx.state.zones?.includes(w) && meet(ctx, w, zone));
    if (!wind) {
      if (zone.wind) {
        delete zone.wind;
        emit(ctx, { t: "wind", what: "stops", zoneBy: zone.by, zone: zone.name });
      }
      continue;
    }
    const after = roundsNeeded(d);
    if (after > 0) {
      if (!zone.wind) {
        zone.wind = { round: ctx.state.round, turn: ctx.state.turn };
        emit(ctx, {
          t: "wind",
          what: "reaches",
          by: wind.by,
          name: wind.name,
          zoneBy: zone.by,
          zone: zone.name,
          after,
        });
        continue;
      }
      if (!roundsPassed(ctx, zone.wind, after)) continue;
    }
    disperse(ctx, zone, wind);
  }
}
