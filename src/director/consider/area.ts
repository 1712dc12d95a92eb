// Areas: where to aim one, and whom it catches there. The value of an aim is the sum of what it does to
// each one caught, so foes caught add and friends caught subtract (see damage.ts).
import { cellDistance } from "../../combat/board/grid.js";
import { caughtAround as aroundIds, caught } from "../../combat/targeting.js";
import type { AreaLayout, Combatant, Option } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { Scene } from "../scene.js";

export const key = (c: Cell) => `${c[0]},${c[1]}`;

/** Aim points worth weighing: for a burst, the cells of foes and the points between two foes; for a cone or
 * a line, each direction the menu offers (there are at most eight). */
export function aimCandidates(scene: Scene, option: Option, use: UseDef): Cell[] {
  const cells = option.cells ?? [];
  const shape = use.m.area?.shape;
  if (shape !== "burst" && shape !== "box") return [...cells];
  const offered = new Set(cells.map(key));
  const foes = scene.foes.filter((f) => f.at).map((f) => f.at!);
  const size = Math.ceil((use.m.area!.size ?? 0) / (scene.state.board?.perCell ?? 5));
  // A burst of range 0 (Spirit Guardians) is centred on its caster: the one cell it can be aimed at.
  const own = use.m.range === 0 && scene.me.at ? [scene.me.at] : [];
  return withMidpoints([...foes, ...own], foes, size, offered);
}

/** `points`, then the point between each two foes one area of `size` cells can catch together, keeping only
 * cells the menu offers, each once. */
export function withMidpoints(points: Cell[], foes: readonly Cell[], size: number, offered: Set<string>): Cell[] {
  for (let i = 0; i < foes.length; i++)
    for (let j = i + 1; j < foes.length; j++) {
      const [a, b] = [foes[i]!, foes[j]!];
      if (cellDistance(a, b) <= size * 2) points.push([Math.round((a[0] + b[0]) / 2), Math.round((a[1] + b[1]) / 2)]);
    }
  const seen = new Set<string>();
  return points.filter((p) => {
    const k = key(p);
    if (seen.has(k) || !offered.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Who an area aimed at `at` (laid out as `layout` says) catches. */
export function caughtAt(scene: Scene, use: UseDef, at: Cell, layout?: AreaLayout): Combatant[] {
  return caught(scene.ctx, scene.me, use, at, layout).map((id) => scene.state.combatants[id]!);
}

/** Who a burst around the decider would catch now (1.282); no one for any other use. */
export function caughtAround(scene: Scene, use: UseDef): Combatant[] {
  if (!use.m.area?.around) return [];
  return aroundIds(scene.ctx, scene.me, use).map((id) => scene.state.combatants[id]!);
}
