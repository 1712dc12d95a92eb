// A standing wall's sections (1.200): cut along the wall as it rises (the geometry core's `sections`), found by a
// cell, struck down and broken, after which its cells no longer close anything.
import { wallSectionsOf } from "../../combat/board/area.js";
import type { Ctx } from "../../combat/context.js";
import { emit } from "../../combat/context.js";
import type { UseDef } from "../../combat/use-def.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { ZoneState } from "../zones/state.js";
import type { SectionState } from "./def.js";

/** Cuts a wall that has just risen into its sections, each at full health. */
export function cut(ctx: Ctx, zone: ZoneState, use: UseDef): void {
  const def = use.m.zone?.sections;
  const b = ctx.state.board;
  if (!def || !b || !zone.at || !zone.origin || !zone.blocking) return;
  const every = Math.max(1, Math.floor(def.every / b.perCell));
  const cells = wallSectionsOf(ctx.state, use.m.area!, zone.origin, zone.at, zone.layout, every);
  zone.sections = cells.map((c) => ({ cells: c, health: def.health }));
}

/** The section standing (not broken) on `cell`, and its wall. */
export function standingAt(ctx: Ctx, cell: Cell): { zone: ZoneState; section: SectionState } | undefined {
  const b = ctx.state.board;
  if (!b) return undefined;
  const i = cell[1] * b.width + cell[0];
  for (const zone of ctx.state.zones ?? [])
    for (const section of zone.sections ?? [])
      if (section.health > 0 && section.cells.includes(i)) return { zone, section };
  return undefined;
}

/** The cells of a wall's broken sections (board indices). */
export function brokenCells(zone: ZoneState): number[] {
  return (zone.sections ?? []).filter((s) => s.health <= 0).flatMap((s) => s.cells);
}

/** A section brought to 0: its cells close nothing any more (the board repaints them at its next question). */
export function breakSection(ctx: Ctx, zone: ZoneState, section: SectionState, by: string): void {
  const gone = new Set(section.cells);
  if (zone.blocking) zone.blocking = { ...zone.blocking, cells: zone.blocking.cells.filter((i) => !gone.has(i)) };
  const b = ctx.state.board!;
  const cells = section.cells.map((i): Cell => [i % b.width, Math.floor(i / b.width)]);
  emit(ctx, { t: "section-broken", who: by, by: zone.by, use: zone.use, name: zone.name, cells });
}
