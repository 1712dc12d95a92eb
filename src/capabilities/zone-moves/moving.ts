// Zones that move (1.173): moved by their caster on a budget ("Move <zone>"), or drifting away from their caster at
// the start of the caster's turns. Whoever a zone newly covers is caught as its `enter` trigger says.

import { boardOf, occupantOf } from "../../combat/board/geometry.js";
import { cellsApart } from "../../combat/board/grid.js";
import { type Ctx, emit } from "../../combat/context.js";
import { useOf } from "../../combat/resolve.js";
import type { Combatant } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";
import { catchable, covers, zoneMask } from "../zones/inside.js";
import type { ZoneState } from "../zones/state.js";

declare module "../zones/state.js" {
  interface ZoneState {
    /** 1.175: the turn (`round:turn`) it rammed someone in: it cannot be moved again that turn. */
    rammedIn?: string;
  }
}

const turnKey = (ctx: Ctx) => `${ctx.state.round}:${ctx.state.turn}`;

/** 1.175 `ram`: where a zone sent toward `to` stops (the first cell of its straight line where it covers someone it
 * did not cover before, else where the line ends), and whom it touches there. Changes nothing. */
export function ramStop(ctx: Ctx, zone: ZoneState, to: Cell): { at: Cell; touched: Combatant[] } {
  const use = useOf(ctx, zone.by, zone.use);
  const caster = ctx.state.combatants[zone.by]!;
  const b = ctx.state.board!;
  const before = zoneMask(ctx, zone, use, caster.at!);
  const path = boardOf(ctx.state).line(
    { x: zone.at![0], y: zone.at![1] },
    cellsApart(b, zone.at!, to),
    { toward: { x: to[0], y: to[1] } },
    { stopAtCreatures: false },
  );
  let at: Cell = zone.at!;
  for (const c of path) {
    at = [c.x, c.y];
    const mask = zoneMask(ctx, { ...zone, at }, use, caster.at!);
    const touched = ctx.state.order
      .map((id) => ctx.state.combatants[id]!)
      .filter((t) => catchable(zone, use, caster, t) && covers(ctx, mask, t.at) && !covers(ctx, before, t.at));
    if (touched.length) return { at, touched };
  }
  return { at, touched: [] };
}

/** Rams a zone toward `to`: it stops where it first touches someone new and catches them, whatever its triggers. */
export function ramZone(ctx: Ctx, zone: ZoneState, to: Cell, catchOne: CatchOne): void {
  const stop = ramStop(ctx, zone, to);
  emit(ctx, { t: "zone", what: "move", by: zone.by, use: zone.use, name: zone.name, from: zone.at!, to: stop.at });
  zone.at = stop.at;
  if (!stop.touched.length) return;
  zone.rammedIn = turnKey(ctx);
  for (const t of stop.touched) catchOne(ctx, zone, t, "ram");
}

/** Puts a point zone's centre on `to` and catches, as `enter` says, whoever it now covers and did not before. */
export function shiftZone(ctx: Ctx, zone: ZoneState, to: Cell, how: "move" | "drift", catchOne: CatchOne): void {
  const use = useOf(ctx, zone.by, zone.use);
  const caster = ctx.state.combatants[zone.by]!;
  const before = zoneMask(ctx, zone, use, caster.at!);
  emit(ctx, { t: "zone", what: how, by: zone.by, use: zone.use, name: zone.name, from: zone.at!, to: [to[0], to[1]] });
  zone.at = [to[0], to[1]];
  if (!use.m.zone!.triggers?.includes("enter")) return;
  const after = zoneMask(ctx, zone, use, caster.at!);
  for (const id of ctx.state.order) {
    const t = ctx.state.combatants[id]!;
    if (catchable(zone, use, caster, t) && covers(ctx, after, t.at) && !covers(ctx, before, t.at))
      catchOne(ctx, zone, t, "enter");
  }
}

export type CatchOne = (ctx: Ctx, zone: ZoneState, t: Combatant, trigger: "enter" | "ram") => void;

/** The zones `who` can move now: their own, anchored at a point, with a `move` whose budget is not spent. */
export function movableZones(ctx: Ctx, who: Combatant): ZoneState[] {
  if (!ctx.state.board || !who.at) return [];
  return (ctx.state.zones ?? []).filter((z) => {
    if (z.by !== who.id || z.anchor !== "point" || !z.at || z.rammedIn === turnKey(ctx)) return false;
    const move = useOf(ctx, z.by, z.use).m.zone!.move;
    return !!move && (who.budgets[move.budget] ?? 0) >= 1;
  });
}

/** Cells a zone's centre can be moved to: within its `move.distance` of where it is, on the board. */
export function moveCells(ctx: Ctx, zone: ZoneState): Cell[] {
  const b = ctx.state.board!;
  const reach = Math.floor(useOf(ctx, zone.by, zone.use).m.zone!.move!.distance / b.perCell);
  const out: Cell[] = [];
  for (let y = 0; y < b.height; y++)
    for (let x = 0; x < b.width; x++) {
      const d = cellsApart(b, [x, y], zone.at!);
      if (d > 0 && d <= reach) out.push([x, y]);
    }
  return out;
}

/** Drifts each of `caster`'s drifting zones straight away from them, stopping where the board (or a wall) ends it. */
export function driftZones(ctx: Ctx, caster: Combatant, catchOne: CatchOne): void {
  const b = ctx.state.board;
  if (!b || !caster.at) return;
  for (const zone of ctx.state.zones ?? []) {
    const drift = useOf(ctx, zone.by, zone.use).m.zone!.drift;
    if (zone.by !== caster.id || !drift || zone.anchor !== "point" || !zone.at) continue;
    const steps = Math.floor(drift.distance / b.perCell);
    if (steps < 1 || (zone.at[0] === caster.at[0] && zone.at[1] === caster.at[1])) continue;
    const board = boardOf(ctx.state);
    const path = board.line(
      { x: zone.at[0], y: zone.at[1] },
      steps,
      { away: { x: caster.at[0], y: caster.at[1] } },
      {
        stopAtCreatures: false,
        self: occupantOf(ctx.state, caster),
      },
    );
    const last = path.at(-1);
    if (!last || (last.x === zone.at[0] && last.y === zone.at[1])) continue;
    shiftZone(ctx, zone, [last.x, last.y], "drift", catchOne);
  }
}
