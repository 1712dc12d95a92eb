// The director and areas put down several times (1.178): from each of the best single aims, the copies are placed in
// turn where each catches most that the ones before it did not (foes add, friends take away, as `onTarget` weighs
// them), each touching one placed before it (or within `copiesWithin`, 1.301); one that catches no one new goes on the
// way to the nearest foe not caught yet, and once every foe is caught, as near the first as it can without catching a
// friend (extension point "aim choices"). For the random
// policy, each copy goes on a cell beside one placed before it.
import { cellsApart } from "../../combat/board/grid.js";
import type { Choice, Option } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import { caughtAt, key } from "../../director/consider/area.js";
import { onTarget } from "../../director/on-target.js";
import type { AimChoice, AimChoices } from "../../director/plugins.js";
import type { Scene } from "../../director/scene.js";
import type { Cell } from "../../ruleset/encounter.js";
import { copiesLayout, strayCopy } from "./placement.js";

/** How many of the best single aims the copies are laid out from. */
const STARTS = 4;

/** How far (in cells) apart two aims may be and their copies still touch: a box's side, a burst's two radii and one
 * (the geometry has the last word, `strayCopy`); with `copiesWithin`, that distance. */
function spread(scene: Scene, use: UseDef): number {
  const per = scene.state.board!.perCell;
  const area = use.m.area!;
  if (area.copiesWithin !== undefined) return Math.floor(area.copiesWithin / per);
  const size = Math.max(1, Math.floor(area.size / per));
  return area.shape === "box" ? size : 2 * size + 1;
}

export const aimChoices: AimChoices = (scene, option, use, aims) => {
  const shape = option.copies;
  const me = scene.me;
  if (!shape || !me.at || !scene.state.board) return undefined;
  const b = scene.state.board;
  const offered = option.cells ?? [];
  const caughtBy = new Map<string, string[]>();
  const one = (c: Cell): string[] => {
    const known = caughtBy.get(key(c));
    if (known) return known;
    const ids = caughtAt(scene, use, c).map((t) => t.id);
    caughtBy.set(key(c), ids);
    return ids;
  };
  const worth = new Map<string, number>();
  const weigh = (id: string): number => {
    const known = worth.get(id);
    if (known !== undefined) return known;
    const v = onTarget(scene, use, scene.state.combatants[id]!);
    worth.set(id, v);
    return v;
  };
  const gain = (c: Cell, held: Set<string>) => one(c).reduce((v, id) => (held.has(id) ? v : v + weigh(id)), 0);
  const reach = spread(scene, use);
  const foes = scene.foes.filter((f) => f.at && weigh(f.id) > 0);
  const starts = [...aims]
    .map((at) => ({ at, v: gain(at, new Set()) }))
    .sort((x, y) => y.v - x.v)
    .slice(0, STARTS);
  const out: AimChoice[] = [];
  for (const { at } of starts) {
    const placed: Cell[] = [at];
    const held = new Set(one(at));
    while (placed.length < shape.count) {
      const taken = new Set(placed.map(key));
      // Where a copy catching no one new helps most: on the way to the nearest foe not caught yet.
      const left = foes.filter((f) => !held.has(f.id));
      const toward = (c: Cell) => (left.length ? Math.min(...left.map((f) => cellsApart(b, c, f.at!))) : 0);
      const near = offered
        .filter((c) => !taken.has(key(c)) && placed.some((p) => cellsApart(b, p, c) <= reach))
        .map((c) => ({ c, v: gain(c, held), t: toward(c), d: cellsApart(b, at, c) }))
        .sort((x, y) => y.v - x.v || x.t - y.t || x.d - y.d);
      const next = near.find(({ c }) => strayCopy(scene.ctx, use, me.at!, [...placed, c]) < 0);
      if (!next) break;
      placed.push(next.c);
      for (const id of one(next.c)) held.add(id);
    }
    if (placed.length < shape.count) continue;
    out.push({ choice: { at, copies: placed.slice(1) }, layout: copiesLayout(placed) });
  }
  return out;
};

const besides = (a: Cell, b: Cell) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])) === 1;

/** For the random policy: each copy on a free cell of the option beside one placed before it (a burst or box holds
 * its own aim, so two aimed at neighbouring cells touch). */
export function randomFill(option: Option, pick: (n: number) => number, choice: Partial<Choice>): Partial<Choice> {
  if (!option.copies || !choice.at) return {};
  const placed: Cell[] = [choice.at];
  while (placed.length < option.copies.count) {
    const taken = new Set(placed.map(key));
    const free = (option.cells ?? []).filter((c) => !taken.has(key(c)) && placed.some((p) => besides(p, c)));
    if (!free.length) break;
    placed.push(free[pick(free.length)]!);
  }
  return { copies: placed.slice(1) };
}
