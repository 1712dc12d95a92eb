// Movement questions asked of the wasm geometry core: the board of a state is painted into it and the
// standing combatants placed, then reach and paths are read back in bulk.
import type { GeometryExports } from "../../../bindings/exports.js";
import { Board } from "../../geometry/index.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { Combatant, CombatState } from "../types.js";

let geometry: GeometryExports | undefined;

/** Gives the combat core the wasm geometry instance (`createEngine` does this). */
export function attachGeometry(g: GeometryExports): void {
  geometry = g;
}

export interface Walks {
  /** Cells the mover can end on, with their cost in cells (its own cell excluded). */
  readonly cells: { cell: Cell; cost: number }[];
  path(to: Cell): Cell[];
}

/** Every cell a combatant can walk to with `cells` of movement: allies may be passed through, foes block. */
export function walks(state: CombatState, mover: Combatant, cells: number): Walks {
  if (!geometry)
    throw new Error("a fight on a board needs the geometry module: create the engine with createEngine() first");
  const b = state.board!;
  const board = Board.on(geometry, b.width, b.height);
  const paint = [
    ...b.blocked.map((i) => ({ x: i % b.width, y: Math.floor(i / b.width), wall: true })),
    ...b.difficult.map((i) => ({ x: i % b.width, y: Math.floor(i / b.width), difficult: true })),
  ];
  if (paint.length) board.setCells(paint);
  const allies: number[] = [];
  let self = 0;
  state.order.forEach((id, i) => {
    const c = state.combatants[id]!;
    if (!c.at || c.status === "dead" || c.status === "fled") return;
    board.place(i + 1, { x: c.at[0], y: c.at[1] });
    if (c.id === mover.id) self = i + 1;
    else if (c.side === mover.side || c.status !== "standing") allies.push(i + 1);
  });
  const from = mover.at!;
  const reach = board.reach({ x: from[0], y: from[1] }, cells, { self, allies });
  const out: { cell: Cell; cost: number }[] = [];
  for (let y = 0; y < b.height; y++) {
    for (let x = 0; x < b.width; x++) {
      const cost = reach.costs[y * b.width + x]!;
      if (cost > 0 && !(x === from[0] && y === from[1])) out.push({ cell: [x, y], cost });
    }
  }
  return { cells: out, path: (to) => reach.path(to[0], to[1]).map((c) => [c.x, c.y] as Cell) };
}
