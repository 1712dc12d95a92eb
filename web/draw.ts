// Draws the board on a Canvas 2D: terrain, walls, heights, props, light, sight, highlighted cells and the
// creatures with their health. Pure drawing: everything it shows is passed in.

import { shortName } from "../src/combat/short-name.js";
import type { CombatState } from "../src/index.js";
import type { BoardDef, Cell, TerrainDef } from "../src/ruleset/index.js";
import type { SceneView } from "./scene.js";

export interface Highlight {
  readonly cells: readonly Cell[];
  readonly fill: string;
  /** An inset border too, so a wide highlight leaves the terrain under it readable. */
  readonly outline?: string;
}

export interface Picture {
  readonly def: BoardDef;
  readonly state: CombatState;
  readonly scene: SceneView;
  readonly highlights: readonly Highlight[];
  readonly selected?: string;
  /** Creatures that can be picked as targets right now. */
  readonly targets?: readonly string[];
}

/** Light levels over the terrain: dark, dim, bright, sunlight. */
export const SHADE = ["rgba(0,0,10,0.36)", "rgba(0,0,20,0.16)", "rgba(0,0,0,0)", "rgba(255,240,160,0.08)"];
export const PROP_FILL = "#7e5a8e";
export const UNSEEN_FILL = "rgba(30,10,50,0.22)";
const HALF_SEEN_FILL = "rgba(20,0,40,0.1)";
// Unseen cells are hatched as well as tinted, so a night board does not sink into one dark mass.
const HATCH = "rgba(0,0,0,0.45)";
export const MOVE_FILL = "rgba(80,150,255,0.2)";
export const MOVE_OUTLINE = "rgba(130,185,255,0.9)";
export const AIM_FILL = "rgba(255,170,60,0.12)";
export const AIM_OUTLINE = "rgba(255,180,80,0.8)";
export const AREA_FILL = "rgba(255,120,30,0.5)";
const SIDE_COLOURS: Record<string, string> = { party: "#4f8cd6", enemies: "#d65a4f" };

interface Prop {
  readonly label?: string;
  readonly cells?: readonly Cell[];
}

export function cellSize(def: BoardDef, maxWidth: number, maxHeight: number): number {
  return Math.max(8, Math.min(64, Math.floor(maxWidth / def.width), Math.floor(maxHeight / def.height)));
}

export function draw(g: CanvasRenderingContext2D, size: number, p: Picture): void {
  const { def, state, scene } = p;
  const w = def.width;
  const rect = (x: number, y: number, fill: string) => {
    g.fillStyle = fill;
    g.fillRect(x * size, y * size, size, size);
  };
  g.clearRect(0, 0, g.canvas.width, g.canvas.height);
  for (let y = 0; y < def.height; y++) {
    for (let x = 0; x < w; x++) rect(x, y, terrainColour(def, x, y));
  }
  for (const [x, y] of def.walls ?? []) rect(x, y, WALL_FILL);
  for (const h of def.heights ?? []) label(g, size, h.cell, `▲${h.height}`, "#e8e0c8");
  for (const prop of (def.props ?? []) as Prop[]) {
    for (const c of prop.cells ?? []) {
      rect(c[0], c[1], PROP_FILL);
      label(g, size, c, (prop.label ?? "?").slice(0, 1), "#fff");
    }
  }
  scene.light.forEach((level, i) => {
    rect(i % w, Math.floor(i / w), SHADE[level]!);
  });
  // Cells the selected creature cannot see are shaded dark; lightly obscured ones half so.
  scene.seen?.forEach((seen, i) => {
    if (seen === 2) return;
    rect(i % w, Math.floor(i / w), seen === 0 ? UNSEEN_FILL : HALF_SEEN_FILL);
    if (seen === 0) hatch(g, size, i % w, Math.floor(i / w));
  });
  for (const h of p.highlights) {
    for (const [x, y] of h.cells) {
      rect(x, y, h.fill);
      if (h.outline) {
        g.strokeStyle = h.outline;
        g.strokeRect(x * size + 2.5, y * size + 2.5, size - 5, size - 5);
      }
    }
  }
  grid(g, size, def);
  for (const id of state.order) drawCreature(g, size, p, id);
}

/** A terrain's colour from what it does, so any ruleset's legend reads the same way. */
export function terrainFill(t: TerrainDef | undefined): string | undefined {
  if (t?.blocksMove && t.blocksSight) return "#7a7a7a";
  if (t?.blocksMove) return "#0b0d14";
  if (t?.difficult) return "#6b5530";
  if (t?.obscured) return "#4a6a68";
  if (t?.height) return "#55603f";
  return undefined;
}

/** Wall segments drawn from the board's `walls` list, apart from terrain that blocks. */
export const WALL_FILL = "#b8b8b8";

function terrainColour(def: BoardDef, x: number, y: number): string {
  return terrainFill(def.legend?.[def.cells?.[y]?.[x] ?? ""]) ?? ((x + y) % 2 ? "#33422f" : "#364631");
}

function grid(g: CanvasRenderingContext2D, size: number, def: BoardDef): void {
  g.strokeStyle = "rgba(255,255,255,0.08)";
  g.beginPath();
  for (let x = 0; x <= def.width; x++) {
    g.moveTo(x * size + 0.5, 0);
    g.lineTo(x * size + 0.5, def.height * size);
  }
  for (let y = 0; y <= def.height; y++) {
    g.moveTo(0, y * size + 0.5);
    g.lineTo(def.width * size, y * size + 0.5);
  }
  g.stroke();
}

function label(g: CanvasRenderingContext2D, size: number, [x, y]: Cell, text: string, colour: string): void {
  g.fillStyle = colour;
  g.font = `${Math.round(size * 0.35)}px system-ui, sans-serif`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  g.fillText(text, (x + 0.5) * size, (y + 0.5) * size);
}

function drawCreature(g: CanvasRenderingContext2D, size: number, p: Picture, id: string): void {
  const c = p.state.combatants[id]!;
  if (!c.at || c.status === "fled") return;
  const [x, y] = c.at;
  const cx = (x + 0.5) * size;
  const cy = (y + 0.5) * size;
  const down = c.status !== "standing";
  g.beginPath();
  g.arc(cx, cy, size * 0.36, 0, Math.PI * 2);
  g.fillStyle = down ? "#666" : (SIDE_COLOURS[c.side] ?? "#aaa");
  g.fill();
  if (p.targets?.includes(id)) ring(g, cx, cy, size * 0.44, "#ff5050", 3);
  if (id === p.selected) ring(g, cx, cy, size * 0.44, "#f2d27a", 2);
  label(g, size, c.at, c.status === "dead" ? "✕" : shortName(c.name), "#fff");
  // The health bar sits along the top of the cell.
  const frac = c.maxHp > 0 ? Math.max(0, c.hp) / c.maxHp : 0;
  g.fillStyle = "#200";
  g.fillRect(x * size + 3, y * size + 2, size - 6, 4);
  g.fillStyle = frac > 0.5 ? "#4caf50" : frac > 0.25 ? "#e0a030" : "#e04030";
  g.fillRect(x * size + 3, y * size + 2, (size - 6) * frac, 4);
}

function hatch(g: CanvasRenderingContext2D, size: number, x: number, y: number): void {
  g.strokeStyle = HATCH;
  g.beginPath();
  for (let d = size / 4; d < size * 2; d += size / 4) {
    g.moveTo(x * size + Math.max(0, d - size), y * size + Math.min(size, d));
    g.lineTo(x * size + Math.min(size, d), y * size + Math.max(0, d - size));
  }
  g.stroke();
}

// The labels are shared with the command line's board picture.
export { shortName } from "../src/combat/short-name.js";

function ring(g: CanvasRenderingContext2D, cx: number, cy: number, r: number, colour: string, width: number): void {
  g.beginPath();
  g.arc(cx, cy, r, 0, Math.PI * 2);
  g.strokeStyle = colour;
  g.lineWidth = width;
  g.stroke();
  g.lineWidth = 1;
}
