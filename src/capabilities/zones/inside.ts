// Who a lasting zone (1.172) holds: on a board, standing in its cells (the geometry core's area, aimed where it was
// cast or carried around its caster); without a board, those its cast caught.

import { areaMask } from "../../combat/board/area.js";
import type { Ctx } from "../../combat/context.js";
import { reachable, sideOf } from "../../combat/sides.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { ZoneState } from "./state.js";

/** Whether the zone may catch `t` at all: the cast's own side rules, and a carried zone spares its carrier. */
export function catchable(zone: ZoneState, use: UseDef, caster: Combatant, t: Combatant): boolean {
  if (!reachable(use, t)) return false;
  if (zone.anchor === "caster" && t.id === caster.id) return false;
  if (use.m.friendlyFire === false && t.side === caster.side) return false;
  return sideOf(use) !== "ally" || t.side === caster.side;
}

/** The zone's cells with its caster standing at `casterAt` (only a carried zone depends on it). */
export function zoneMask(ctx: Ctx, zone: ZoneState, use: UseDef, casterAt: Cell): Uint8Array {
  const origin = zone.anchor === "caster" ? casterAt : zone.origin!;
  const at = zone.anchor === "caster" ? casterAt : zone.at!;
  // A carried line or cone (1.182) keeps its facing in its layout.
  return areaMask(ctx.state, use.m.area!, origin, at, zone.layout);
}

/** Whether a cell lies in a mask of the board. */
export function covers(ctx: Ctx, mask: Uint8Array, cell: Cell | undefined): boolean {
  return !!cell && !!mask[cell[1] * ctx.state.board!.width + cell[0]];
}

/** Whether `t` is in the zone now (without a board, or a place it was put, those its cast caught are in it). */
export function inside(ctx: Ctx, zone: ZoneState, use: UseDef, caster: Combatant, t: Combatant): boolean {
  if (!ctx.state.board || (zone.anchor === "point" && !zone.at)) return zone.members.includes(t.id);
  if (!caster.at) return false;
  return covers(ctx, zoneMask(ctx, zone, use, caster.at), t.at);
}
