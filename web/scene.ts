// What the board looks like to the page: each cell's light, what the selected creature sees, and an area
// preview. The page asks them of a geometry board of its own (its own wasm instance), painted once per
// encounter, so it never disturbs the board the combat core keeps in the engine's instance.
import {
  type AreaLayout,
  type AreaShape,
  Board,
  type CellInput,
  type CombatState,
  type LightLevel,
} from "../src/index.js";
import type { AreaDef, BoardDef, Cell, SceneDef, TerrainDef } from "../src/ruleset/index.js";

export interface SceneView {
  /** width × height: 0 dark, 1 dim, 2 bright, 3 sunlight. */
  readonly light: Uint8Array;
  /** width × height for the selected creature: 0 unseen, 1 seen lightly obscured, 2 seen clearly. */
  readonly seen?: Uint8Array;
}

// The light of the scene's time of day. An encounter carries no scene until 1.291 (the validator and startCombat
// refuse one), so a fight's state has none and the board is drawn in daylight.
const AMBIENT: Record<NonNullable<SceneDef["time"]>, LightLevel> = { day: "bright", dusk: "dim", night: "dark" };

export async function paintedBoard(def: BoardDef): Promise<Board> {
  const board = await Board.create(def.width, def.height);
  const cells: CellInput[] = [];
  def.cells?.forEach((row, y) => {
    for (let x = 0; x < Math.min(row.length, def.width); x++) {
      const t = def.legend?.[row[x]!];
      if (t) cells.push(terrainCell(x, y, t));
    }
  });
  for (const h of def.heights ?? []) cells.push({ x: h.cell[0], y: h.cell[1], height: clampHeight(h.height) });
  if (cells.length) board.setCells(cells);
  if (def.walls?.length) board.paint({ walls: def.walls.map(([x, y]) => ({ x, y })) });
  return board;
}

function terrainCell(x: number, y: number, t: TerrainDef): CellInput {
  const blocks = [
    ...(t.blocksMove ? (["move"] as const) : []),
    ...(t.blocksSight ? (["sight", "light"] as const) : []),
  ];
  return {
    x,
    y,
    ...(blocks.length ? { blocks } : {}),
    ...(t.difficult ? { difficult: true } : {}),
    ...(t.height !== undefined ? { height: clampHeight(t.height) } : {}),
    ...(t.light ? { light: t.light } : {}),
    ...(t.obscured ? { obscured: t.obscured } : {}),
  };
}

// The geometry module knows heights 0 to 3 (1.318).
const clampHeight = (h: number) => Math.max(0, Math.min(3, Math.round(h)));

export function sceneView(board: Board, state: CombatState, selected?: string): SceneView {
  const lighting = board.lighting([], { board: AMBIENT[state.scene?.time ?? "day"] });
  const who = selected ? state.combatants[selected] : undefined;
  if (!who?.at || who.status === "dead" || who.status === "fled") return { light: lighting.levels };
  const seen = board.visibility({ x: who.at[0], y: who.at[1] }, [], { light: lighting.levels }).cells;
  return { light: lighting.levels, seen };
}

/** The cells an area would cover, used by `from` and aimed at `at` (sizes in the ruleset's unit); an area put down
 * several times (1.178) covers each of its copies, kept in `layout.copies` as steps from `at`. */
export function areaPreview(
  board: Board,
  perCell: number,
  area: AreaDef,
  from: Cell,
  at: Cell,
  layout?: AreaLayout,
): Cell[] {
  const size = Math.max(1, Math.round(area.size / perCell));
  const origin = { x: from[0], y: from[1] };
  const width = area.width !== undefined ? Math.max(1, Math.round(area.width / perCell)) : undefined;
  const shapes: Record<string, (aim: { x: number; y: number }) => AreaShape> = {
    burst: (aim) => ({ shape: "burst", center: aim, radius: size }),
    cone: (aim) => ({ shape: "cone", from: origin, toward: aim, length: size }),
    line: (aim) => ({ shape: "line", from: origin, toward: aim, length: size, ...(width ? { width } : {}) }),
    box: (aim) => ({ shape: "box", at: aim, from: origin, size }),
    // 1.177: a wall laid as a ring around its aim, or run toward a cell, as its cast chose.
    wall: (aim) =>
      layout?.ring !== undefined
        ? {
            shape: "ring",
            at: aim,
            diameter: Math.max(1, Math.floor(layout.ring / perCell)),
            ...(width ? { width } : {}),
          }
        : {
            shape: "wall",
            at: aim,
            from: origin,
            length: size,
            ...(width ? { width } : {}),
            ...(layout?.toward ? { toward: { x: layout.toward[0], y: layout.toward[1] } } : {}),
          },
  };
  const shape = shapes[area.shape];
  if (!shape) return [];
  const aims = [at, ...(layout?.copies ?? []).map(([dx, dy]): Cell => [at[0] + dx, at[1] + dy])].filter(
    ([x, y]) => x >= 0 && y >= 0 && x < board.width && y < board.height,
  );
  return board
    .area(aims.map(([x, y]) => shape({ x, y })))
    .cells()
    .map((c) => [c.x, c.y] as Cell);
}
