// The fight's board held in the wasm geometry core between questions: painted once per board (a fight's board
// is read-only and shared by every state of that fight), with occupants moved only when someone's place changed.
import type { GeometryExports } from "../../../bindings/exports.js";
import { Board } from "../../geometry/index.js";
import { isSealed } from "../sealed.js";
import type { Combatant, CombatState } from "../types.js";

let geometry: GeometryExports | undefined;

/** Gives the combat core the wasm geometry instance (`createEngine` does this). */
export function attachGeometry(g: GeometryExports): void {
  geometry = g;
  held = undefined;
}

interface Held {
  readonly board: Board;
  readonly key: CombatState["board"];
  readonly generation: number;
  /** Occupant id (place in the order + 1) → cell index it stands on. */
  readonly placed: Map<number, number>;
  /** Answers kept until someone moves (the menu asks the same walk several times a step). */
  readonly memo: Map<string | number, unknown>;
  /** Cells closed by standing walls (1.177) as painted now, and their key. */
  walls: { key: string; cells: number[] };
  /** The sealed state the board was last brought in line with: asked again, there is nothing to check. */
  synced: CombatState | undefined;
}

let held: Held | undefined;

/** Whether a combatant takes up space on the board (the dying still lie there; the dead and fled do not). */
export function onBoard(c: Combatant): boolean {
  return c.at !== undefined && c.at !== null && c.status !== "dead" && c.status !== "fled";
}

function paint(state: CombatState): Held {
  if (!geometry)
    throw new Error("a fight on a board needs the geometry module: create the engine with createEngine() first");
  const b = state.board!;
  const board = Board.on(geometry, b.width, b.height);
  const cell = (i: number) => ({ x: i % b.width, y: Math.floor(i / b.width) });
  const opaque = new Set(b.opaque ?? []);
  // Blocking both walking and sight is a wall (it also stops effects, so it gives cover); otherwise only what it says.
  const cells = [
    ...b.blocked.map((i) => (opaque.has(i) ? { ...cell(i), wall: true } : { ...cell(i), blocks: ["move" as const] })),
    ...b.difficult.map((i) => ({ ...cell(i), difficult: true })),
    ...[...opaque].filter((i) => !b.blocked.includes(i)).map((i) => ({ ...cell(i), blocks: ["sight" as const] })),
  ];
  if (cells.length) board.setCells(cells);
  return {
    board,
    key: b,
    generation: geometry.boardGeneration(),
    placed: new Map(),
    memo: new Map(),
    walls: { key: "", cells: [] },
    synced: undefined,
  };
}

/** What a cell of the fight's own board blocks (a wall both, else what its terrain says). */
function ownBlocks(b: NonNullable<CombatState["board"]>, i: number): ("move" | "sight" | "light" | "effect")[] {
  const blocked = b.blocked.includes(i);
  const opaque = (b.opaque ?? []).includes(i);
  if (blocked && opaque) return ["move", "sight", "light", "effect"];
  return blocked ? ["move"] : opaque ? ["sight"] : [];
}

/** Paints the cells standing walls close (1.177 `zone.blocks`) on top of the board's own, and frees those no longer closed. */
function paintWalls(state: CombatState, h: Held): void {
  // Most fights have no wall: nothing to compute on every question.
  if (!h.walls.cells.length && !state.zones?.some((z) => z.blocking)) return;
  const want = new Map<number, Set<string>>();
  for (const z of state.zones ?? [])
    for (const i of z.blocking?.cells ?? []) {
      const set = want.get(i) ?? new Set<string>();
      for (const what of z.blocking!.blocks) set.add(what);
      // As on the board's own cells, closed to both walking and sight is a wall: it stops effects too (cover).
      if (set.has("move") && set.has("sight")) for (const what of ["light", "effect"]) set.add(what);
      want.set(i, set);
    }
  const key = [...want].map(([i, set]) => `${i}:${[...set].sort().join("+")}`).join(",");
  if (key === h.walls.key) return;
  const b = state.board!;
  const cells = [...new Set([...h.walls.cells, ...want.keys()])].map((i) => ({
    x: i % b.width,
    y: Math.floor(i / b.width),
    blocks: [...new Set([...ownBlocks(b, i), ...(want.get(i) ?? [])])] as ("move" | "sight" | "light" | "effect")[],
  }));
  if (cells.length) h.board.setCells(cells);
  h.walls = { key, cells: [...want.keys()] };
  h.memo.clear();
}

/** The geometry board of a state's board, with every combatant in its place now. */
export function boardOf(state: CombatState): Board {
  return sync(state).board;
}

function sync(state: CombatState): Held {
  if (!held || held.key !== state.board || geometry!.boardGeneration() !== held.generation) held = paint(state);
  else if (held.synced === state) return held;
  // Only a sealed state is known not to change between two questions (a step's draft does).
  held.synced = isSealed(state) ? state : undefined;
  paintWalls(state, held);
  const { board, placed } = held;
  const w = state.board!.width;
  const want = new Map<number, number>();
  state.order.forEach((id, i) => {
    const c = state.combatants[id]!;
    if (onBoard(c)) want.set(i + 1, c.at![1] * w + c.at![0]);
  });
  // Take off everyone who moved or left before putting anyone down, so two who swapped places never collide.
  for (const [id, at] of placed) {
    if (want.get(id) === at) continue;
    board.remove(id);
    placed.delete(id);
    held.memo.clear();
  }
  for (const [id, at] of want) {
    // Someone halfway through a walk may stand on an ally's cell for a moment: the board holds one of them.
    if (placed.has(id) || board.occupant(at % w, Math.floor(at / w)) !== 0) continue;
    board.place(id, { x: at % w, y: Math.floor(at / w) });
    placed.set(id, at);
    held.memo.clear();
  }
  return held;
}

/** An answer about the board as everyone stands now, computed once until someone moves. */
export function remembered<T>(state: CombatState, key: string | number, answer: (board: Board) => T): T {
  const h = sync(state);
  if (h.memo.has(key)) return h.memo.get(key) as T;
  const value = answer(h.board);
  h.memo.set(key, value);
  return value;
}

/** The occupant id the board knows a combatant by. */
export function occupantOf(state: CombatState, c: Combatant): number {
  return state.order.indexOf(c.id) + 1;
}
