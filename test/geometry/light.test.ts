import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Board } from "../../src/geometry/index.js";
import { oracleSees } from "./oracle-sight.js";
import { drawn } from "./support.js";

/** Writes levels (or visibility) as digit rows, the way the expected boards below are drawn. */
const digits = (a: ArrayLike<number>, w: number) =>
  Array.from({ length: a.length / w }, (_, y) => Array.from({ length: w }, (_, x) => a[y * w + x]).join("")).join("\n");
const grid = (text: string) => drawn(text).join("\n");

describe("light levels on small hand-made boards", () => {
  it("a torch: bright, then dim of the same width; walls stop it", async () => {
    const b = await Board.create(9, 5);
    for (const y of [1, 2, 3]) b.set({ x: 5, y, wall: true });
    const l = b.lighting([{ at: { x: 2, y: 2 }, bright: 1, dim: 1 }]);
    expect(digits(l.levels, 9)).toBe(
      grid(`
      111110000
      122210000
      122210000
      122210000
      111110000`),
    );
    expect(l.level(2, 2)).toBe("bright");
    const far = b.lighting([{ at: { x: 2, y: 2 }, bright: 1, dim: 4 }]);
    expect([far.level(5, 2), far.level(6, 2), far.level(6, 0), far.level(7, 0)]).toEqual([
      "dim",
      "dark",
      "dim",
      "dark",
    ]);
  });

  it("sunlight, shade and the board's own light", async () => {
    const b = await Board.create(7, 1);
    b.set({ x: 6, y: 0, light: "dark" });
    const sun = b.lighting([{ at: { x: 0, y: 0 }, bright: 2, dim: 2, sunlight: true }], { board: "dim" });
    expect(digits(sun.levels, 7)).toBe("3331110");
    // Shade makes bright and sunlight dim, and lights the dark as dim.
    const shaded = b.lighting(
      [
        { at: { x: 0, y: 0 }, bright: 2, dim: 2, sunlight: true },
        { at: { x: 6, y: 0 }, bright: 0, dim: 1, shade: true },
      ],
      { board: "bright" },
    );
    expect(digits(shaded.levels, 7)).toBe("3332211");
    // A light with no bright distance sheds only dim, even where it is held.
    expect(digits(b.lighting([{ at: { x: 3, y: 0 }, bright: 0, dim: 1 }]).levels, 7)).toBe("0011100");
  });

  it("magical darkness: only magical light lights it, and we learn which lights reach it", async () => {
    const b = await Board.create(7, 1);
    for (const x of [4, 5, 6]) b.set({ x, y: 0, darkness: 3 });
    const l = b.lighting(
      [
        { at: { x: 0, y: 0 }, bright: 5, dim: 0 },
        { at: { x: 6, y: 0 }, bright: 0, dim: 1, magical: true },
        { at: { x: 0, y: 0 }, bright: 1, dim: 0 },
      ],
      { board: "sunlight" },
    );
    expect(digits(l.levels, 7)).toBe("3333011");
    expect(l.reachesDarkness).toEqual([[3], [3], []]);
  });

  it("equals a plain per-cell reference on random boards", async () => {
    const shared = await Board.create(4, 4);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(
          fc.integer({ min: 0, max: 4 }).map((v) => v === 0),
          { minLength: 144, maxLength: 144 },
        ),
        fc.array(fc.record({ p: fc.nat(), bright: fc.nat(3), dim: fc.nat(3), sunlight: fc.boolean() }), {
          maxLength: 5,
        }),
        (w, h, walls, lights) => {
          const b = Board.on(shared.g, w, h);
          const wall = (x: number, y: number) => walls[y * 12 + x];
          for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) b.set({ x, y, wall: wall(x, y) });
          const sources = lights.map((s) => ({ ...s, at: { x: s.p % w, y: Math.floor(s.p / w) % h } }));
          const got = b.lighting(sources).levels;
          for (let y = 0; y < h; y++)
            for (let x = 0; x < w; x++) {
              let want = 0;
              for (const s of sources) {
                const d = Math.max(Math.abs(x - s.at.x), Math.abs(y - s.at.y));
                if (s.bright + s.dim === 0 || d > s.bright + s.dim || !oracleSees(wall, s.at.x, s.at.y, x, y)) continue;
                want = Math.max(want, s.bright > 0 && d <= s.bright ? (s.sunlight ? 3 : 2) : 1);
              }
              expect([x, y, got[y * w + x]]).toEqual([x, y, want]);
            }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("what an observer sees", () => {
  it("eyes: bright clear, dim lightly obscured, dark unseen; darkvision lifts each by one within range", async () => {
    const b = await Board.create(8, 1);
    b.lighting([{ at: { x: 0, y: 0 }, bright: 1, dim: 2 }]);
    // Levels: 2 2 1 1 0 0 0 0
    expect(digits(b.visibility({ x: 0, y: 0 }).cells, 8)).toBe("22110000");
    expect(digits(b.visibility({ x: 0, y: 0 }, [{ range: 5, seesInDark: true }]).cells, 8)).toBe("22221100");
    expect(digits(b.visibility({ x: 0, y: 0 }, [], { blinded: true }).cells, 8)).toBe("00000000");
    expect(
      digits(b.visibility({ x: 0, y: 0 }, [{ range: 2, anyLight: true, noEyes: true }], { blinded: true }).cells, 8),
    ).toBe("22200000");
  });

  it("fog hides what is in it and behind it; light obscurement blurs; magical darkness needs a piercing sense", async () => {
    const b = await Board.create(8, 1);
    b.set({ x: 2, y: 0, obscured: "heavy" });
    b.lighting([], { board: "bright" });
    expect(digits(b.visibility({ x: 0, y: 0 }).cells, 8)).toBe("22000000");
    expect(digits(b.visibility({ x: 0, y: 0 }, [{ range: 3, piercesFog: true }]).cells, 8)).toBe("22220000");
    b.set({ x: 2, y: 0, obscured: "light" });
    expect(digits(b.visibility({ x: 0, y: 0 }).cells, 8)).toBe("22111111");
    b.set({ x: 2, y: 0, obscured: "clear", darkness: 1 });
    b.lighting([], { board: "bright" });
    expect(digits(b.visibility({ x: 0, y: 0 }).cells, 8)).toBe("22000000");
    expect(digits(b.visibility({ x: 0, y: 0 }, [{ range: 8, anyLight: true, piercesDarkness: true }]).cells, 8)).toBe(
      "22222222",
    );
  });

  it("sees a large creature by its best cell, and walls hide", async () => {
    const b = await Board.create(6, 3);
    b.set({ x: 2, y: 1, wall: true });
    b.place(5, { x: 3, y: 0, size: 2 }).place(6, { x: 3, y: 2 });
    b.set({ x: 3, y: 2, wall: false });
    b.lighting([], { board: "bright" });
    const v = b.visibility({ x: 0, y: 1 });
    expect(v.occupants[5]).toBe("clear");
    expect(v.of(4, 1)).toBe("unseen");
    expect(() => b.visibility({ x: 0, y: 1 }, [{ range: -1 }])).toThrow(/range/);
  });
});

describe("visibility against a plain per-cell reference", () => {
  it("combines walls, fog, magical darkness, light obscurement, light and senses cell by cell", async () => {
    const shared = await Board.create(4, 4);
    const cellArb = fc.record({
      wall: fc.integer({ min: 0, max: 6 }).map((v) => v === 0),
      obscured: fc.constantFrom("clear", "clear", "clear", "light", "heavy") as fc.Arbitrary<
        "clear" | "light" | "heavy"
      >,
      dark: fc.integer({ min: 0, max: 7 }).map((v) => (v === 0 ? 1 : 0)),
      level: fc.integer({ min: 0, max: 3 }),
    });
    const senseArb = fc.record({
      range: fc.nat(8),
      seesInDark: fc.boolean(),
      anyLight: fc.boolean(),
      piercesFog: fc.boolean(),
      piercesDarkness: fc.boolean(),
      piercesLightly: fc.boolean(),
      noEyes: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.array(cellArb, { minLength: 81, maxLength: 81 }),
        fc.array(senseArb, { maxLength: 3 }),
        fc.boolean(),
        fc.nat(),
        (w, h, cells, senses, blinded, p) => {
          const b = Board.on(shared.g, w, h);
          const at = (x: number, y: number) => cells[y * 9 + x];
          for (let y = 0; y < h; y++)
            for (let x = 0; x < w; x++)
              b.set({ x, y, wall: at(x, y).wall, obscured: at(x, y).obscured, darkness: at(x, y).dark });
          const light = new Uint8Array(w * h);
          for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) light[y * w + x] = at(x, y).level;
          const ox = p % w;
          const oy = Math.floor(p / w) % h;
          const got = b.visibility({ x: ox, y: oy }, senses, { blinded, light }).cells;
          const self = at(ox, oy);
          for (let y = 0; y < h; y++)
            for (let x = 0; x < w; x++) {
              const c = at(x, y);
              const through = (blocks: (q: (typeof cells)[number]) => boolean) =>
                oracleSees((u, v) => at(u, v).wall || blocks(at(u, v)), ox, oy, x, y);
              let want = 0;
              if (through(() => false)) {
                const fog =
                  !through((q) => q.obscured === "heavy") || c.obscured === "heavy" || self.obscured === "heavy";
                const dark = !through((q) => q.dark !== 0) || c.dark !== 0 || self.dark !== 0;
                const lightly =
                  !through((q) => q.obscured === "light") || c.obscured === "light" || self.obscured === "light";
                const d = Math.max(Math.abs(x - ox), Math.abs(y - oy));
                for (const s of [{ range: Infinity } as (typeof senses)[number], ...senses]) {
                  if (d > s.range || (blinded && !s.noEyes) || (fog && !s.piercesFog) || (dark && !s.piercesDarkness))
                    continue;
                  let l = c.level;
                  if (s.anyLight) l = 2;
                  else if (s.seesInDark && c.dark === 0) l = Math.min(l + 1, 2);
                  if (l === 0) continue;
                  let v = l >= 2 ? 2 : 1;
                  if (lightly && !s.piercesLightly) v = 1;
                  want = Math.max(want, v);
                }
              }
              expect([x, y, got[y * w + x]]).toEqual([x, y, want]);
            }
        },
      ),
      { numRuns: 200 },
    );
  });
});
