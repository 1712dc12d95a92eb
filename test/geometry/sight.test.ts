import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Board } from "../../src/geometry/index.js";
import { oracleBlocked, oracleSees } from "./oracle-sight.js";
import { fromPicture } from "./support.js";

const shared = await Board.create(8, 8);

const wallsArb = fc
  .record({
    w: fc.integer({ min: 1, max: 14 }),
    h: fc.integer({ min: 1, max: 14 }),
    density: fc.integer({ min: 2, max: 6 }),
  })
  .chain(({ w, h, density }) =>
    fc.record({
      w: fc.constant(w),
      h: fc.constant(h),
      wall: fc.array(
        fc.integer({ min: 0, max: density }).map((v) => v === 0),
        { minLength: w * h, maxLength: w * h },
      ),
    }),
  );

function lay(g: { w: number; h: number; wall: boolean[] }) {
  const b = Board.on(shared.g, g.w, g.h);
  b.setCells(g.wall.map((wall, i) => ({ x: i % g.w, y: Math.floor(i / g.w), wall })));
  return b;
}

describe("line of sight", () => {
  it("is symmetric and equals the plain sampled-line reference", () => {
    fc.assert(
      fc.property(wallsArb, fc.nat(), fc.nat(), (g, p, q) => {
        const b = lay(g);
        const n = g.w * g.h;
        const a = { x: (p % n) % g.w, y: Math.floor((p % n) / g.w) };
        const c = { x: (q % n) % g.w, y: Math.floor((q % n) / g.w) };
        const ab = b.sees(a, c);
        expect(b.sees(c, a)).toBe(ab);
        expect(ab).toBe(oracleSees((x, y) => g.wall[y * g.w + x], a.x, a.y, c.x, c.y));
      }),
      { numRuns: 500 },
    );
  });

  it("field of view equals every cell within the radius that sight reaches, under both diagonal rules", () => {
    fc.assert(
      fc.property(
        wallsArb,
        fc.nat(),
        fc.integer({ min: 0, max: 12 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 2 }),
        (g, p, r, odd, size) => {
          if (size > g.w || size > g.h) return;
          const b = lay(g);
          const o = { x: p % (g.w - size + 1), y: Math.floor(p / 13) % (g.h - size + 1), size };
          const rule = odd ? 1 : 0;
          const view = b.fieldOfView(o, r, { diagonals: odd ? "5-10-5" : "5e" });
          const fov = view.mask();
          expect(view.count).toBe(fov.reduce((a, v) => a + v, 0));
          for (let y = 0; y < g.h; y++) {
            for (let x = 0; x < g.w; x++) {
              let want = false;
              for (let j = 0; j < size; j++)
                for (let i = 0; i < size; i++) {
                  const dx = Math.abs(x - o.x - i);
                  const dy = Math.abs(y - o.y - j);
                  const d = Math.max(dx, dy) + (rule ? Math.floor(Math.min(dx, dy) / 2) : 0);
                  if (d <= r && oracleSees((u, v) => g.wall[v * g.w + u], o.x + i, o.y + j, x, y)) want = true;
                }
              expect([x, y, fov[y * g.w + x]]).toEqual([x, y, want ? 1 : 0]);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("reads a hand-drawn room", async () => {
    const { b, A } = await fromPicture(`
      .......
      ...#...
      A..#...
      ...#...
      .......`);
    const fov = b.fieldOfView(A, 10).mask();
    // Straight behind the wall is hidden; past its end, where the line slips by its corner, is not.
    expect(fov[2 * 7 + 6]).toBe(0);
    expect(fov[0 * 7 + 6]).toBe(0);
    expect(fov[0 * 7 + 4]).toBe(1);
    expect(b.sees(A, { x: 4, y: 0 })).toBe(true);
    expect(b.sees(A, { x: 6, y: 0 })).toBe(false);
    expect(b.sees(A, { x: 3, y: 2 })).toBe(true); // the wall's own face
  });
});

describe("cover (DMG corner rule)", () => {
  it("counts blocked lines like a plain segment-against-squares reference", () => {
    fc.assert(
      fc.property(
        wallsArb,
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 1, max: 2 }),
        (g, p, q, as, ts) => {
          if (Math.max(as, ts) > Math.min(g.w, g.h)) return;
          const b = lay(g);
          const a = { x: p % (g.w - as + 1), y: Math.floor(p / 7) % (g.h - as + 1), size: as };
          const t = { x: q % (g.w - ts + 1), y: Math.floor(q / 7) % (g.h - ts + 1), size: ts };
          const inside = (f: typeof a, x: number, y: number) =>
            x >= f.x && x < f.x + f.size && y >= f.y && y < f.y + f.size;
          const obstacle = (x: number, y: number) =>
            x >= 0 && y >= 0 && x < g.w && y < g.h && g.wall[y * g.w + x] && !inside(a, x, y) && !inside(t, x, y);
          let best = 4;
          for (let cy = a.y; cy <= a.y + as; cy++)
            for (let cx = a.x; cx <= a.x + as; cx++)
              for (let ty = t.y; ty < t.y + ts; ty++)
                for (let tx = t.x; tx < t.x + ts; tx++) {
                  let n = 0;
                  for (const [ox, oy] of [
                    [0, 0],
                    [1, 0],
                    [0, 1],
                    [1, 1],
                  ])
                    if (oracleBlocked(obstacle, cx, cy, tx + ox, ty + oy)) n++;
                  best = Math.min(best, n);
                }
          const want = ["none", "half", "half", "three-quarters", "total"][best];
          expect(b.cover(a, t)).toBe(want);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("open ground: none", async () => {
    const { b, A, B } = await fromPicture(`
      A...B`);
    expect(b.cover(A, B)).toBe("none");
  });

  it("a wall's end in front of the target (two lines graze past, two are cut): half", async () => {
    const { b, A, B } = await fromPicture(`
      A.#.B
      .....`);
    expect(b.cover(A, B)).toBe("half");
  });

  it("a target behind an arrow slit: three-quarters", async () => {
    const { b, A, B } = await fromPicture(`
      ...#...
      A......
      ...#...
      ...#..B
      ...#...`);
    expect(b.cover(A, B)).toBe("three-quarters");
  });

  it("a target wholly behind a wall: total", async () => {
    const { b, A, B } = await fromPicture(`
      ..#..
      A.#.B
      ..#..`);
    expect(b.cover(A, B)).toBe("total");
  });

  it("a creature in the way counts only when asked", async () => {
    const { b, A, B } = await fromPicture(`
      .....
      A.o.B
      .....`);
    expect(b.cover(A, B)).toBe("none");
    expect(b.cover(A, B, { creatures: true })).toBe("half");
  });

  it("a large target is judged by its least covered cell", async () => {
    const { b, A, B } = await fromPicture(`
      ..#...
      A.#.BB
      ....BB`);
    expect(b.cover(A, B)).toBe("none");
  });
});

describe("cells between two creatures (1.190)", () => {
  it("lists the cells the line crosses, nearest first", async () => {
    const b = await Board.create(8, 8);
    expect(b.between({ x: 0, y: 0 }, { x: 4, y: 0 })).toEqual([
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 3, y: 0 },
    ]);
    expect(b.between({ x: 0, y: 0 }, { x: 3, y: 3 })).toEqual([
      { x: 1, y: 1 },
      { x: 2, y: 2 },
    ]);
    // A 2×2 creature's centre is a grid corner: the line from it runs along an edge, between two rows.
    expect(b.between({ x: 0, y: 0, size: 2 }, { x: 5, y: 0, size: 2 })).toEqual([
      { x: 2, y: 0 },
      { x: 2, y: 1 },
      { x: 3, y: 0 },
      { x: 3, y: 1 },
      { x: 4, y: 0 },
      { x: 4, y: 1 },
    ]);
    expect(b.between({ x: 0, y: 0 }, { x: 1, y: 1 })).toEqual([]);
  });
});

describe("straight-line moves", () => {
  it("pushes away one cell at a time and stops before a wall or someone standing", async () => {
    const { b } = await fromPicture(`
      ........
      .AB...#.
      ........`);
    b.place(1, { x: 1, y: 1 }).place(2, { x: 2, y: 1 });
    expect(b.line({ x: 2, y: 1 }, 10, { away: { x: 1, y: 1 } }, { self: 2 })).toEqual([
      { x: 3, y: 1 },
      { x: 4, y: 1 },
      { x: 5, y: 1 },
    ]);
    b.place(3, { x: 4, y: 1 });
    expect(b.line({ x: 2, y: 1 }, 10, { away: { x: 1, y: 1 } }, { self: 2 })).toEqual([{ x: 3, y: 1 }]);
    expect(b.line({ x: 2, y: 1 }, 10, { away: { x: 1, y: 1 } }, { self: 2, stopAtCreatures: false })).toHaveLength(3);
    // Diagonal and oblique directions step one cell at a time toward the line.
    expect(b.line({ x: 0, y: 0 }, 2, { toward: { x: 2, y: 2 } }, { stopAtCreatures: false })).toEqual([
      { x: 1, y: 1 },
      { x: 2, y: 2 },
    ]);
    expect(b.line({ x: 0, y: 0 }, 4, { toward: { x: 4, y: 2 } }, { stopAtCreatures: false })).toEqual([
      { x: 1, y: 1 },
      { x: 2, y: 1 },
      { x: 3, y: 2 },
      { x: 4, y: 2 },
    ]);
  });
});
