// Turning a carried line or cone (1.182 `zone.turn`): on their turn its caster spends the turn's budget to point it
// another way; whoever it now covers and did not before is caught as if they had moved into it (its `enter`).

import { type Ctx, emit } from "../../combat/context.js";
import { useOf } from "../../combat/resolve.js";
import type { Combatant } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";
import { catchable, covers, zoneMask } from "../zones/inside.js";
import type { ZoneState } from "../zones/state.js";
import { catchOne } from "../zones/zones.js";

/** The zones `who` can turn now: their own carried lines and cones with a `turn` whose budget is not spent. */
export function turnableZones(ctx: Ctx, who: Combatant): ZoneState[] {
  if (!ctx.state.board || !who.at) return [];
  return (ctx.state.zones ?? []).filter((z) => {
    if (z.by !== who.id || z.anchor !== "caster" || !z.layout?.facing) return false;
    const turn = useOf(ctx, z.by, z.use).m.zone!.turn;
    return !!turn && (who.budgets[turn.budget] ?? 0) >= 1;
  });
}

/** The cells beside the caster it can be turned toward: every neighbour on the board but the way it faces now. */
export function turnCells(ctx: Ctx, zone: ZoneState, at: Cell): Cell[] {
  const b = ctx.state.board!;
  const f = zone.layout!.facing!;
  const out: Cell[] = [];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const c: Cell = [at[0] + dx, at[1] + dy];
      if (!(dx || dy) || (dx === f[0] && dy === f[1])) continue;
      if (c[0] >= 0 && c[1] >= 0 && c[0] < b.width && c[1] < b.height) out.push(c);
    }
  return out;
}

/** Whom the zone would newly cover facing `facing` (those it may catch), and its cells both ways. Changes nothing. */
export function newlyCovered(
  ctx: Ctx,
  zone: ZoneState,
  facing: Cell,
): { who: Combatant[]; before: Uint8Array; after: Uint8Array } {
  const use = useOf(ctx, zone.by, zone.use);
  const caster = ctx.state.combatants[zone.by]!;
  const before = zoneMask(ctx, zone, use, caster.at!);
  const after = zoneMask(ctx, { ...zone, layout: { ...zone.layout, facing } }, use, caster.at!);
  const who = ctx.state.order
    .map((id) => ctx.state.combatants[id]!)
    .filter((t) => catchable(zone, use, caster, t) && covers(ctx, after, t.at) && !covers(ctx, before, t.at));
  return { who, before, after };
}

/** Points the zone toward the neighbouring cell `to` and catches, as `enter` says, whoever it newly covers. */
export function turnZone(ctx: Ctx, zone: ZoneState, to: Cell): void {
  const use = useOf(ctx, zone.by, zone.use);
  const caster = ctx.state.combatants[zone.by]!;
  const facing: Cell = [to[0] - caster.at![0], to[1] - caster.at![1]];
  const { who } = newlyCovered(ctx, zone, facing);
  emit(ctx, { t: "zone-turn", by: zone.by, use: zone.use, name: zone.name, from: zone.layout!.facing!, to: facing });
  zone.layout = { ...zone.layout, facing };
  if (!use.m.zone!.triggers?.includes("enter")) return;
  for (const t of who) catchOne(ctx, zone, t, "enter");
}
