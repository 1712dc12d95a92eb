// The key under the board: each terrain the encounter uses, its walls, heights and props, and what the shading
// and highlights mean. The colours are the ones draw.ts paints with.
import type { BoardDef, TerrainDef } from "../src/ruleset/index.js";
import {
  AIM_FILL,
  AIM_OUTLINE,
  AREA_FILL,
  MOVE_FILL,
  MOVE_OUTLINE,
  PROP_FILL,
  SHADE,
  terrainFill,
  UNSEEN_FILL,
  WALL_FILL,
} from "./draw.js";

export interface LegendItem {
  readonly label: string;
  readonly fill: string;
  readonly outline?: string;
  readonly hatched?: boolean;
}

const OPEN = "#364631";

function describe(t: TerrainDef): string {
  const what = [
    t.blocksMove && "blocks movement",
    t.blocksSight && "blocks sight",
    t.difficult && "difficult",
    t.obscured && `${t.obscured}ly obscured`,
    t.height && `height ${t.height}`,
    t.light && `${t.light} light`,
  ].filter(Boolean);
  return what.length ? `${t.label ?? "terrain"} (${what.join(", ")})` : (t.label ?? "open ground");
}

/** `levels`: the light levels the board shows (0 dark, 1 dim), so a sunny board's key names no darkness. */
export function legendItems(def: BoardDef, levels: ReadonlySet<number>): LegendItem[] {
  const used = new Set((def.cells ?? []).join(""));
  const items: LegendItem[] = [];
  for (const [letter, t] of Object.entries(def.legend ?? {})) {
    if (used.has(letter)) items.push({ label: describe(t), fill: terrainFill(t) ?? OPEN });
  }
  if (!items.length) items.push({ label: "open ground", fill: OPEN });
  if (def.walls?.length) items.push({ label: "wall", fill: WALL_FILL });
  if (def.heights?.length) items.push({ label: "▲n raised ground, its height", fill: OPEN });
  if (def.props?.length) items.push({ label: "prop (its initial)", fill: PROP_FILL });
  if (levels.has(0)) items.push({ label: "darkness", fill: SHADE[0]! });
  if (levels.has(1)) items.push({ label: "dim light", fill: SHADE[1]! });
  items.push(
    { label: "not seen by the selected creature", fill: UNSEEN_FILL, hatched: true },
    { label: "reachable when moving", fill: MOVE_FILL, outline: MOVE_OUTLINE },
    { label: "can be aimed at", fill: AIM_FILL, outline: AIM_OUTLINE },
    { label: "area when aiming", fill: AREA_FILL },
  );
  return items;
}
