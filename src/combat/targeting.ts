// Who and where a use can be aimed at: sides, range and reach on a board, and the rules without one.
import type { Cell } from "../ruleset/encounter.js";
import { aimCells, areaMask } from "./board/area.js";
import { targetable } from "./board/cover.js";
import { cellsApart } from "./board/grid.js";
import type { Ctx } from "./context.js";
import { strikesTheDown } from "./damage.js";
import { modulesWith } from "./registry.js";
import { canSee, hiddenFrom } from "./seeing.js";
import { reachable, sideOf } from "./sides.js";
import type { AreaLayout, Combatant, TargetSpec } from "./types.js";
import type { UseDef } from "./use-def.js";

export { reachable, sideOf } from "./sides.js";

/** Whether `use` reaches `t`: the base rules (`reachable`), or a package that reaches the fallen (a cure that
 * stabilizes the dying or revives the dead; extension point "reaching the fallen"). No one reaches the fled. */
export function reaches(ctx: Ctx, use: UseDef, t: Combatant): boolean {
  if (reachable(use, t)) return true;
  if (t.status === "fled") return false;
  for (const m of modulesWith(ctx, "reachesFallen")) if (m.reachesFallen!(ctx, use, t)) return true;
  return false;
}

/** Whether a package keeps `who`'s `use` off `t` (extension point "target blockers"). */
export function blockedTarget(ctx: Ctx, who: Combatant, use: UseDef, t: Combatant): boolean {
  for (const m of modulesWith(ctx, "blocksTarget")) if (m.blocksTarget!(ctx, who, use, t)) return true;
  return false;
}

export type Aim = { targets?: TargetSpec; cells?: readonly Cell[] };

/** Range of a use in cells on a board: reach for melee and touch, the long range for ranged. */
export function rangeCells(ctx: Ctx, use: UseDef): number {
  const per = ctx.state.board!.perCell;
  if (use.range) return Math.floor((use.range.long ?? use.range.normal) / per);
  if (use.m.range === "self" || use.m.range === 0) return 0;
  return Math.max(1, Math.floor(use.reach / per));
}

function onSide(side: string, who: Combatant, t: Combatant): boolean {
  if (side === "any") return true;
  if (side === "enemy") return t.side !== who.side;
  if (side === "ally") return t.side === who.side;
  return t.id === who.id;
}

/** The aim of a use for `who`: a target list, or cells for an area on a board. Undefined when nothing fits. */
export function aimOf(ctx: Ctx, who: Combatant, use: UseDef, extraTargets: number): Aim | undefined {
  const s = ctx.state;
  const side = sideOf(use);
  const all = s.order.map((id) => s.combatants[id]!);
  // 1.282: a burst around its user is never aimed; whom it catches is settled when it is used.
  if (use.m.area?.around) return {};
  if (use.m.area && s.board) {
    const origin = who.at!;
    const cells = aimCells(s.board, use.m.area, origin, use.m.range === "self" ? 0 : rangeCells(ctx, use));
    return cells.length ? { cells } : undefined;
  }
  if (use.m.area) {
    // Without a board an area is aimed at people on either side, never its user; friendlyFire false spares the user's side.
    const pool = all.filter(
      (t) =>
        t.id !== who.id &&
        reaches(ctx, use, t) &&
        !blockedTarget(ctx, who, use, t) &&
        (use.m.friendlyFire !== false || t.side !== who.side) &&
        (side !== "ally" || t.side === who.side),
    );
    if (!pool.length) return undefined;
    const ids = pool.map((t) => t.id);
    return {
      targets: { min: 1, max: Math.min(ids.length, (use.m.targetCount ?? ids.length) + extraTargets), candidates: ids },
    };
  }
  if (side === "self") return { targets: { min: 1, max: 1, candidates: [who.id] } };
  // No one can aim at a foe hidden from them (1.287); an area still catches them.
  // A blow may be aimed at the dying where the dying rule counts harm at 0 (an area still catches only the standing).
  let pool = all.filter(
    (t) =>
      onSide(side, who, t) &&
      (reaches(ctx, use, t) || strikesTheDown(ctx, use, t)) &&
      !hiddenFrom(t, who) &&
      !blockedTarget(ctx, who, use, t),
  );
  if (s.board && who.at) {
    const r = rangeCells(ctx, use);
    pool = pool.filter((t) => t.at && cellsApart(s.board, who.at!, t.at) <= r && targetable(s, who, t));
  }
  // 1.178: "a creature you can see within range".
  if (use.m.seen) pool = pool.filter((t) => canSee(ctx, who, t));
  if (!pool.length) return undefined;
  const count = (use.m.targetCount ?? 1) + extraTargets;
  const candidates = pool.map((t) => t.id);
  // 1.305: beams may all go at one target, so there are as many as the count whoever is in reach.
  if (use.m.targetsRepeat) return { targets: { min: 1, max: count, candidates, repeat: true } };
  return { targets: { min: 1, max: Math.min(pool.length, count), candidates } };
}

/** Who an area aimed at `at` (laid out as `layout` says, 1.177) catches on a board (a burst around its user, 1.282,
 * wherever `at` is). */
export function caught(ctx: Ctx, who: Combatant, use: UseDef, at: Cell, layout?: AreaLayout): string[] {
  const s = ctx.state;
  const mask = areaMask(s, use.m.area!, who.at!, at, layout);
  const side = sideOf(use);
  const around = use.m.area!.around === true;
  const directional = around || use.m.area!.shape === "cone" || use.m.area!.shape === "line";
  return s.order.filter((id) => {
    const t = s.combatants[id]!;
    if (!t.at || !reaches(ctx, use, t) || !mask[t.at[1] * s.board!.width + t.at[0]]) return false;
    if (blockedTarget(ctx, who, use, t)) return false;
    if (directional && t.id === who.id) return false;
    if (use.m.friendlyFire === false && t.side === who.side) return false;
    return side !== "ally" || t.side === who.side;
  });
}

/** Who a burst around its user catches now (1.282): on a board those within its size (walls keep them out
 * unless it goes through walls), without one everyone; never the user, and as `friendlyFire` and a healing
 * use's side allow. */
export function caughtAround(ctx: Ctx, who: Combatant, use: UseDef): string[] {
  const s = ctx.state;
  if (s.board && who.at) return caught(ctx, who, use, who.at);
  const side = sideOf(use);
  return s.order.filter((id) => {
    const t = s.combatants[id]!;
    if (t.id === who.id || !reaches(ctx, use, t) || blockedTarget(ctx, who, use, t)) return false;
    if (use.m.friendlyFire === false && t.side === who.side) return false;
    return side !== "ally" || t.side === who.side;
  });
}
