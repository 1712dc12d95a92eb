// Walking on the board: every cell a combatant can reach, and the path to one, asked of the geometry core in bulk.
import type { Board } from "../../geometry/index.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { WalkLimit } from "../capability.js";
import type { Combatant, CombatState, MergedGround } from "../types.js";
import { occupantOf, onBoard, remembered } from "./geometry.js";
import { diagonalRule } from "./grid.js";
import { limitedWalks } from "./limited-walks.js";

export interface Walks {
  /** Cells the mover can end on (its own cell excluded), frozen: every menu until someone moves shares them. */
  readonly ends: readonly Cell[];
  path(to: Cell): Cell[];
}

/**
 * Every cell a combatant can walk to with `cells` of movement: allies (and the fallen) may be passed, foes block.
 * `ground` lists cells that cost this mover alone more (a zone's terrain, 1.173, 1.175), some only on steps toward
 * a point (1.182 `towardCaster`).
 */
export function walks(
  state: CombatState,
  mover: Combatant,
  cells: number,
  ground: readonly MergedGround[] = [],
  limit?: WalkLimit,
): Walks {
  const b = state.board!;
  const allies: number[] = [];
  for (const id of state.order) {
    const c = state.combatants[id]!;
    if (c.id !== mover.id && onBoard(c) && (c.side === mover.side || c.status !== "standing"))
      allies.push(occupantOf(state, c));
  }
  const from = mover.at!;
  const self = occupantOf(state, mover);
  const point = ground.find((g) => g.toward)?.toward?.at;
  const options = {
    self,
    allies,
    diagonals: diagonalRule(b),
    ...(point ? { toward: { x: point[0], y: point[1] } } : {}),
  };
  // The mover's own ground is painted for the question and taken off again: the board stays shared. The board's own
  // difficult ground costs no more than the mover's own cost there (1.175).
  const own = ground.length ? new Set(b.difficult) : undefined;
  const base = (i: number) => (own!.has(i) ? 2 : 1);
  const extra = ground.filter((g) => g.times > base(g.i) || g.halves || g.toward);
  const at = (i: number) => ({ x: i % b.width, y: Math.floor(i / b.width) });
  const asking = <T>(board: Board, ask: () => T): T => {
    if (!extra.length) return ask();
    board.setCells(
      extra.map((g) => ({
        ...at(g.i),
        cost: Math.max(base(g.i), g.times),
        halvesSpeed: g.halves,
        ...(g.toward ? { towardCost: g.toward.times, towardHalves: g.toward.halves } : {}),
      })),
    );
    try {
      return ask();
    } finally {
      board.setCells(
        extra.map((g) => ({ ...at(g.i), cost: base(g.i), halvesSpeed: false, towardCost: 1, towardHalves: false })),
      );
    }
  };
  const key = extra
    .map(
      (g) =>
        `${g.i}:${g.times}${g.halves ? "h" : ""}${g.toward ? `>${g.toward.at.join(",")}:${g.toward.times}${g.toward.halves ? "h" : ""}` : ""}`,
    )
    .join(",");
  const limitKey = limit ? ` ${limit.key}` : "";
  return remembered(state, `walk ${self} ${cells} ${allies.join(",")} ${key}${limitKey}`, (board) => {
    const reach = asking(board, () => board.reach({ x: from[0], y: from[1] }, cells, options));
    const ends: Cell[] = [];
    const costs = reach.costs;
    if (limit) return limitedWalks(state, mover, cells, ground, limit, costs);
    for (let y = 0, i = 0; y < b.height; y++) {
      for (let x = 0; x < b.width; x++, i++) {
        if (costs[i]! > 0 && !(x === from[0] && y === from[1])) ends.push(Object.freeze([x, y]) as Cell);
      }
    }
    return {
      ends: Object.freeze(ends),
      // Asked afresh: the board may have answered other questions since the reach was read.
      path: (to: Cell) =>
        asking(board, () =>
          board.path({ x: from[0], y: from[1] }, { x: to[0], y: to[1] }, { ...options, limit: cells }),
        )?.cells.map((c) => [c.x, c.y] as Cell) ?? [],
    };
  });
}
