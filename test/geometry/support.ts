import { Board, type Footprint } from "../../src/geometry/index.js";
import type { Grid } from "./oracle-walk.js";

/** Lays a test grid onto a board; each occupied cell becomes its own 1×1 occupant. Returns ally ids. */
export function layGrid(board: Board, g: Grid): { occ: number[]; allies: number[] } {
  const occ = new Array(g.w * g.h).fill(0);
  const allies: number[] = [];
  let id = 0;
  for (let y = 0; y < g.h; y++) {
    for (let x = 0; x < g.w; x++) {
      const i = y * g.w + x;
      board.set({
        x,
        y,
        cost: g.cost[i],
        towardCost: g.toward[i],
        halvesSpeed: g.halves[i],
        towardHalves: g.towardHalves[i],
        growth: g.growth[i],
        wall: g.wall[i],
      });
      if (g.occ[i] !== 0 && id < 250) {
        id++;
        board.place(id, { x, y });
        occ[i] = id;
        if (g.occ[i] % 2 === 0) allies.push(id);
      }
    }
  }
  return { occ, allies };
}

/** Parses a hand-drawn grid ("#" wall, "." floor, other characters as given) into rows. */
export function drawn(picture: string): string[] {
  return picture
    .trim()
    .split("\n")
    .map((r) => r.trim());
}

/** Draws a mask (width × height, non-zero = marked) the way hand-drawn grids are written. */
export function picture(mask: ArrayLike<number>, width: number, mark = "x"): string {
  const rows: string[] = [];
  for (let i = 0; i < mask.length; i += width) {
    rows.push(Array.from({ length: width }, (_, j) => (mask[i + j] ? mark : ".")).join(""));
  }
  return rows.join("\n");
}

/**
 * Builds a board from a drawing: "#" wall, "o" a 1×1 occupant, capital letters creatures (a square of
 * the same letter is one creature, found by its top-left and the run of letters along its top row).
 */
export async function fromPicture(pictureText: string): Promise<{ b: Board } & Record<string, Required<Footprint>>> {
  const rows = drawn(pictureText);
  const b = await Board.create(rows[0].length, rows.length);
  const found: Record<string, Required<Footprint>> = {};
  rows.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      if (ch === "#") b.set({ x, y, wall: true });
      if (/[A-Z]/.test(ch) && !found[ch]) {
        let size = 1;
        while (row[x + size] === ch) size++;
        found[ch] = { x, y, size };
      }
      if (ch === "o") b.place(100 + x + y * 40, { x, y });
    });
  });
  return Object.assign(found, { b }) as { b: Board } & Record<string, Required<Footprint>>;
}
