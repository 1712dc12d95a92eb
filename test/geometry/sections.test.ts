// 1.200 wall sections in the geometry core: a wall cut every few cells along its length, thickness and all, and a
// ring cut into arcs; drawn by hand (each cell shows its section's number), with properties over random walls.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Board, type WallShape } from "../../src/geometry/index.js";
import { drawn } from "./support.js";

const board = await Board.create(11, 11);

/** The board with each cell's section (1, 2, …) or "." outside the wall. */
function draw(shape: WallShape, every: number): string {
  const { sections } = board.sections(shape, every);
  const rows = Array.from({ length: 11 }, () => Array(11).fill("."));
  sections.forEach((cells, s) => {
    for (const i of cells) rows[Math.floor(i / 11)]![i % 11] = String(s + 1);
  });
  return rows.map((r) => r.join("")).join("\n");
}
const grid = (text: string) => drawn(text).join("\n");

describe("wall sections (1.200)", () => {
  it("cuts a wall across the line from its maker every two cells, its thickness going with each", () => {
    expect(draw({ shape: "wall", at: { x: 6, y: 5 }, from: { x: 2, y: 5 }, length: 6, width: 2 }, 2)).toBe(
      grid(`
      ...........
      ...........
      ...........
      ......11...
      ......11...
      ......22...
      ......22...
      ......33...
      ......33...
      ...........
      ...........`),
    );
  });

  it("cuts a wall run toward a cell from its own end, the last section shorter when the length does not divide", () => {
    expect(
      draw({ shape: "wall", at: { x: 1, y: 2 }, from: { x: 1, y: 0 }, length: 7, toward: { x: 9, y: 2 } }, 3),
    ).toBe(
      grid(`
      ...........
      ...........
      .1112223...
      ...........
      ...........
      ...........
      ...........
      ...........
      ...........
      ...........
      ...........`),
    );
  });

  it("cuts a ring into arcs about as long as a section", () => {
    const { sections, mask } = board.sections({ shape: "ring", at: { x: 5, y: 5 }, diameter: 8 }, 4);
    // A ring 8 cells across, one thick: its middle line about π·7 ≈ 22 cells, so 5 arcs.
    expect(sections.length).toBe(5);
    const covered = mask.reduce((n, v) => n + v, 0);
    expect(sections.flat().length).toBe(covered);
  });

  it("puts every cell of the wall in exactly one section, each a run no longer than `every` along it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 5 }),
        (ax, ay, fx, fy, length, every) => {
          fc.pre(ax !== fx || ay !== fy);
          const shape: WallShape = { shape: "wall", at: { x: ax, y: ay }, from: { x: fx, y: fy }, length };
          const { mask, sections } = board.sections(shape, every);
          const all = sections.flat();
          expect(new Set(all).size).toBe(all.length);
          expect(all.length).toBe(mask.reduce((n, v) => n + v, 0));
          expect(sections.length).toBeLessThanOrEqual(Math.ceil(length / every));
          for (const cells of sections) expect(cells.length).toBeLessThanOrEqual(every * 2);
        },
      ),
    );
  });
});
