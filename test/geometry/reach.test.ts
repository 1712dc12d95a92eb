import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Board, type Footprint, GeometryError } from "../../src/geometry/index.js";
import { gridArb } from "./arbitraries.js";
import { type Grid, oracleReach, stepCost, type Walk } from "./oracle-walk.js";
import { layGrid } from "./support.js";

const shared = await Board.create(8, 8);

/** A random board with a mover of `size` standing clear at a random spot, laid on the shared instance. */
function setUp(g: Grid, size: number, pick: number) {
  const board = Board.on(shared.g, g.w, g.h);
  const { occ, allies } = layGrid(board, g);
  const sx = pick % (g.w - size + 1);
  const sy = Math.floor(pick / 7) % (g.h - size + 1);
  for (let y = sy; y < sy + size; y++) {
    for (let x = sx; x < sx + size; x++) {
      if (occ[y * g.w + x]) board.remove(occ[y * g.w + x]);
      occ[y * g.w + x] = 255;
    }
  }
  board.place(255, { x: sx, y: sy, size });
  return { board, occ, allies, sx, sy };
}

const walkArgs = fc.record({
  g: gridArb(9),
  size: fc.integer({ min: 1, max: 3 }),
  rule: fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>,
  squeezeOnly: fc.boolean(),
  budget: fc.integer({ min: 0, max: 30 }),
  toward: fc.option(fc.record({ x: fc.nat(8), y: fc.nat(8), size: fc.integer({ min: 1, max: 2 }) })),
  pick: fc.nat(),
});

function options(a: { rule: 0 | 1; squeezeOnly: boolean; toward: Footprint | null }, allies: number[]) {
  return {
    diagonals: a.rule ? ("5-10-5" as const) : ("5e" as const),
    self: 255,
    allies,
    corners: a.squeezeOnly ? ("no-squeezing" as const) : ("no-cutting" as const),
    ...(a.toward ? { toward: a.toward } : {}),
  };
}

describe("reach", () => {
  it("costs equal a plain Dijkstra's on random boards, for every size, rule and option", () => {
    fc.assert(
      fc.property(walkArgs, (a) => {
        const { g, size } = a;
        if (size > g.w || size > g.h) return;
        if (a.toward && (a.toward.x + a.toward.size > g.w || a.toward.y + a.toward.size > g.h)) a.toward = null;
        const { board, occ, allies, sx, sy } = setUp(g, size, a.pick);
        const walk: Walk = {
          size,
          rule: a.rule,
          allies,
          self: 255,
          squeezeOnly: a.squeezeOnly,
          toward: a.toward ? { x2: 2 * a.toward.x + a.toward.size, y2: 2 * a.toward.y + a.toward.size } : undefined,
        };
        const r = board.reach({ x: sx, y: sy, size }, a.budget, options(a, allies));
        const want = oracleReach({ ...g, occ }, walk, sx, sy, a.budget);
        expect(Array.from(r.costs)).toEqual(want);
        expect(r.count).toBe(want.filter((c) => c >= 0).length);
        // Every path is a chain of legal steps whose costs add up to the cell's cost.
        for (let i = 0; i < want.length; i++) {
          if (want[i] < 0) continue;
          const path = r.path(i % g.w, Math.floor(i / g.w));
          expect(path[0]).toEqual({ x: sx, y: sy });
          let total = 0;
          let odd = 0;
          for (let k = 1; k < path.length; k++) {
            const dx = path[k].x - path[k - 1].x;
            const dy = path[k].y - path[k - 1].y;
            const c = stepCost({ ...g, occ }, walk, path[k - 1].x, path[k - 1].y, dx, dy, odd);
            expect(c).not.toBeNull();
            total += c!;
            if (dx && dy && a.rule === 1) odd ^= 1;
          }
          expect(total).toBe(want[i]);
        }
      }),
      { numRuns: 250 },
    );
  });

  it("A* finds a path costing exactly the cheapest cost", () => {
    fc.assert(
      fc.property(walkArgs, fc.nat(), (a, goalPick) => {
        const { g, size } = a;
        if (size > g.w || size > g.h) return;
        if (a.toward && (a.toward.x + a.toward.size > g.w || a.toward.y + a.toward.size > g.h)) a.toward = null;
        const { board, allies, sx, sy } = setUp(g, size, a.pick);
        const gx = goalPick % (g.w - size + 1);
        const gy = Math.floor(goalPick / 11) % (g.h - size + 1);
        const all = board.reach({ x: sx, y: sy, size }, 1 << 20, options(a, allies));
        const route = board.path({ x: sx, y: sy, size }, { x: gx, y: gy }, options(a, allies));
        const want = all.cost(gx, gy);
        if (want < 0) expect(route).toBeNull();
        else {
          expect(route!.cost).toBe(want);
          expect(route!.cells[0]).toEqual({ x: sx, y: sy });
          expect(route!.cells.at(-1)).toEqual({ x: gx, y: gy });
        }
      }),
      { numRuns: 250 },
    );
  });

  it("5e diagonals cost one cell each; 5-10-5 every second one costs two", async () => {
    const b = await Board.create(10, 10);
    expect(b.reach({ x: 0, y: 0 }, 100).cost(4, 4)).toBe(4);
    expect(b.reach({ x: 0, y: 0 }, 100, { diagonals: "5-10-5" }).cost(4, 4)).toBe(6);
    expect(b.reach({ x: 0, y: 0 }, 100, { diagonals: "5-10-5" }).cost(3, 3)).toBe(4);
  });

  it("difficult ground doubles, costTimes takes the largest, halvesSpeed doubles again", async () => {
    const b = await Board.create(5, 1);
    b.set({ x: 1, y: 0, difficult: true });
    b.set({ x: 2, y: 0, cost: 4, growth: true });
    b.set({ x: 3, y: 0, difficult: true, halvesSpeed: true });
    b.set({ x: 4, y: 0, growth: true });
    const r = b.reach({ x: 0, y: 0 }, 100);
    expect(Array.from(r.costs)).toEqual([0, 2, 6, 10, 12]);
  });

  it("towardCaster ground costs more only on steps toward the point", async () => {
    const b = await Board.create(5, 1);
    for (let x = 0; x < 5; x++) b.set({ x, y: 0, towardCost: 2 });
    expect(Array.from(b.reach({ x: 2, y: 0 }, 100, { toward: { x: 0, y: 0 } }).costs)).toEqual([4, 2, 0, 1, 2]);
  });

  it("passes allies but never ends on them, and never passes others", async () => {
    const b = await Board.create(5, 1);
    b.place(1, { x: 0, y: 0 }).place(2, { x: 1, y: 0 }).place(3, { x: 3, y: 0 });
    const r = b.reach({ x: 0, y: 0 }, 10, { self: 1, allies: [2] });
    expect(Array.from(r.costs)).toEqual([0, -1, 2, -1, -1]);
    expect(r.path(2, 0)).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 2, y: 0 },
    ]);
  });

  it("a large creature walks only where it fits whole", async () => {
    const b = await Board.create(6, 4);
    // A 1-cell gap in a wall stops a 2×2 creature but not a 1×1 one.
    for (const y of [0, 2, 3]) b.set({ x: 3, y, wall: true });
    expect(b.reach({ x: 0, y: 0, size: 2 }, 20).cost(4, 0)).toBe(-1);
    expect(b.reach({ x: 0, y: 0, size: 1 }, 20).cost(4, 1)).toBe(4);
  });

  it("does not cut a wall's corner diagonally unless asked only not to squeeze", async () => {
    const b = await Board.create(2, 2);
    b.set({ x: 1, y: 0, wall: true });
    expect(b.reach({ x: 0, y: 0 }, 5).cost(1, 1)).toBe(2);
    expect(b.reach({ x: 0, y: 0 }, 5, { corners: "no-squeezing" }).cost(1, 1)).toBe(1);
    b.set({ x: 0, y: 1, wall: true });
    expect(b.reach({ x: 0, y: 0 }, 5, { corners: "no-squeezing" }).cost(1, 1)).toBe(-1);
  });

  it("rejects bad input clearly and changes nothing", async () => {
    await expect(Board.create(513, 10)).rejects.toThrow(/exceeds the 512×512 limit/);
    const b = await Board.create(4, 4);
    expect(() => b.reach({ x: 3, y: 3, size: 2 }, 5)).toThrow(GeometryError);
    expect(() =>
      b.setCells([
        { x: 0, y: 0, wall: true },
        { x: 9, y: 0 },
      ]),
    ).toThrow(/cells\[1\].x/);
    expect(b.cell(0, 0).blocks).toEqual([]);
    expect(() => b.set({ x: 0, y: 0, cost: 11 })).toThrow(/cost/);
    expect(() => b.place(1, { x: 0, y: 0 }).place(2, { x: 0, y: 0 })).toThrow(/taken/);
    const other = Board.on(b.g, 3, 3);
    expect(() => b.reach({ x: 0, y: 0 }, 1)).toThrow(/replaced/);
    expect(other.reach({ x: 0, y: 0 }, 1).count).toBe(4);
  });

  it("keeps answering after a bigger board grows the same instance's memory", async () => {
    const small = await Board.create(4, 4);
    const before = small.g.memory.buffer.byteLength;
    const big = Board.on(small.g, 300, 300);
    expect(small.g.memory.buffer.byteLength).toBeGreaterThan(before);
    big.set({ x: 1, y: 0, wall: true });
    expect(big.reach({ x: 0, y: 0 }, 5).cost(2, 0)).toBe(4); // round the wall, never past its corner
    expect(big.fieldOfView({ x: 0, y: 0 }, 3).has(2, 0)).toBe(false);
  });

  it("answers on a 512×512 board", async () => {
    const b = await Board.create(512, 512);
    const r = b.reach({ x: 0, y: 0 }, 2000);
    expect(r.count).toBe(512 * 512);
    expect(r.cost(511, 300)).toBe(511);
    expect(b.path({ x: 0, y: 0 }, { x: 511, y: 511 })!.cost).toBe(511);
  });
});
