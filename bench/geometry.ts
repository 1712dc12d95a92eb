// npm run bench -- geometry: our wasm geometry against the JavaScript peers on the same grids, in one run.
import EasyStar from "easystarjs";
import { Mrpas } from "mrpas";
import PF from "pathfinding";
import * as ROT from "rot-js";
import { Board } from "../src/geometry/index.js";
import { FloorFov } from "./floor/fov.js";
import { FloorWalk } from "./floor/walk.js";
import { type Row, race, row, seeded, write } from "./harness.js";

/** Races ours against a peer and records the row. */
function vs(name: string, ours: () => unknown, peer: string, fn: () => unknown, budgetMs = 1000, max = 40): void {
  const [o, p] = race(ours, fn, budgetMs, max);
  rows.push(row(name, o, peer, p));
}

interface Grid {
  w: number;
  h: number;
  wall: Uint8Array;
  cost: Uint8Array;
}

/** Scattered walls and, with `costs`, difficult ground (2) and some costTimes 3–4, from a fixed seed. */
function makeGrid(w: number, h: number, seed: number, costs: boolean): Grid {
  const rnd = seeded(seed);
  const wall = new Uint8Array(w * h);
  const cost = new Uint8Array(w * h).fill(1);
  for (let i = 0; i < w * h; i++) {
    const r = rnd();
    if (r < 0.18) wall[i] = 1;
    else if (costs && r < 0.38) cost[i] = rnd() < 0.8 ? 2 : 3 + Math.floor(rnd() * 2);
  }
  // Keep the corners and the centre open: starts and goals.
  for (const [x, y] of [
    [1, 1],
    [w - 2, h - 2],
    [w >> 1, h >> 1],
  ]) {
    for (let j = -1; j <= 1; j++) for (let i = -1; i <= 1; i++) wall[(y + j) * w + x + i] = 0;
  }
  return { w, h, wall, cost };
}

async function boardOf(g: Grid): Promise<Board> {
  const b = await Board.create(g.w, g.h);
  const cells = [];
  for (let i = 0; i < g.w * g.h; i++) {
    if (g.wall[i] || g.cost[i] > 1)
      cells.push({ x: i % g.w, y: Math.floor(i / g.w), wall: g.wall[i] === 1, cost: g.cost[i] });
  }
  b.setCells(cells);
  return b;
}

const rows: Row[] = [];
const open = (g: Grid) => (x: number, y: number) => x >= 0 && y >= 0 && x < g.w && y < g.h && g.wall[y * g.w + x] === 0;

// ---- Reach with 5e costs: every cell a walker can end on, from the centre, with no budget limit.
for (const side of [100, 500]) {
  const g = makeGrid(side, side, 7 + side, true);
  const b = await boardOf(g);
  const cx = side >> 1;
  const budget = side * 20;
  const ours = () => b.reach({ x: cx, y: cx }, budget);
  const floor = new FloorWalk(g.w, g.h, g.cost, g.wall);
  if (floor.reach(cx, cx, budget) !== b.reach({ x: cx, y: cx }, budget).count) throw new Error("ts-floor disagrees");
  vs(`reach ${side}x${side} 5e costs`, ours, "ts-floor", () => floor.reach(cx, cx, budget), side > 200 ? 4000 : 1500);
  const passable = open(g);
  const wallCell = g.wall.indexOf(1);
  const rot = () => {
    // rot-js floods from the target until it meets `from`; a wall as `from` makes it flood everything.
    const d = new ROT.Path.Dijkstra(cx, cx, passable, { topology: 8 });
    d.compute(wallCell % g.w, Math.floor(wallCell / g.w), () => {});
  };
  vs(
    `reach ${side}x${side} 5e costs`,
    ours,
    "rot-js Dijkstra (uniform cost)",
    rot,
    side > 200 ? 8000 : 2000,
    side > 200 ? 7 : 30,
  );
}

// ---- Optimal A* corner to corner (walls only: the peers have no per-cell costs).
for (const side of [100, 500]) {
  const g = makeGrid(side, side, 11 + side, false);
  const b = await boardOf(g);
  const [sx, sy, gx, gy] = [1, 1, side - 2, side - 2];
  const ours = () => b.path({ x: sx, y: sy }, { x: gx, y: gy });
  if (!ours()) throw new Error("no path");
  const floor = new FloorWalk(g.w, g.h, g.cost, g.wall);
  vs(`A* ${side}x${side}`, ours, "ts-floor", () => floor.route(sx, sy, gx, gy));
  const matrix = Array.from({ length: side }, (_, y) => Array.from(g.wall.subarray(y * side, (y + 1) * side)));
  const grid = new PF.Grid(matrix);
  const finder = new PF.AStarFinder({ diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles });
  vs(
    `A* ${side}x${side}`,
    ours,
    "pathfinding AStarFinder + clone",
    () => finder.findPath(sx, sy, gx, gy, grid.clone()),
    2000,
    30,
  );
  const es = new EasyStar.js();
  es.setGrid(matrix);
  es.setAcceptableTiles([0]);
  es.enableDiagonals();
  es.disableCornerCutting();
  es.enableSync();
  const easy = () => {
    es.findPath(sx, sy, gx, gy, () => {});
    es.calculate();
  };
  vs(`A* ${side}x${side}`, ours, "easystarjs (sync, not optimal)", easy, 2000, 30);
  // easystarjs is not optimal: its path against PathFinding.js' optimal one, both measured with
  // diagonals as √2 (the metric both search in).
  const octile = (p: { x: number; y: number }[]) =>
    p.slice(1).reduce((sum, c, i) => sum + (c.x !== p[i].x && c.y !== p[i].y ? Math.SQRT2 : 1), 0);
  let easyLength = 0;
  es.findPath(sx, sy, gx, gy, (p) => {
    easyLength = p ? octile(p) : -1;
  });
  es.calculate();
  const best = octile(finder.findPath(sx, sy, gx, gy, grid.clone()).map(([x, y]) => ({ x, y })));
  Object.assign(rows[rows.length - 1], {
    peer_length: Number(easyLength.toFixed(2)),
    optimal_length: Number(best.toFixed(2)),
  });
}

// ---- Field of view, radius 12, from open cells of a 100×100 map with scattered walls.
{
  const g = makeGrid(100, 100, 5, false);
  const b = await boardOf(g);
  const rnd = seeded(99);
  const origins: [number, number][] = [];
  while (origins.length < 64) {
    const x = 12 + Math.floor(rnd() * 76);
    const y = 12 + Math.floor(rnd() * 76);
    if (!g.wall[y * 100 + x]) origins.push([x, y]);
  }
  let k = 0;
  const next = () => origins[k++ & 63];
  const ours = () => {
    const [x, y] = next();
    return b.fieldOfView({ x, y }, 12);
  };
  const floor = new FloorFov(100, 100, g.wall);
  vs("fov r12 100x100", ours, "ts-floor", () => floor.compute(...next(), 12));
  const passes = open(g);
  const seen = new Uint8Array(100 * 100);
  const mrpas = new Mrpas(100, 100, passes);
  const mrpasRun = (x: number, y: number) => {
    for (let j = Math.max(0, y - 12); j <= Math.min(99, y + 12); j++)
      seen.fill(0, j * 100 + Math.max(0, x - 12), j * 100 + Math.min(99, x + 12) + 1);
    mrpas.compute(
      x,
      y,
      12,
      (vx, vy) => seen[vy * 100 + vx] === 1,
      (vx, vy) => {
        seen[vy * 100 + vx] = 1;
      },
    );
  };
  vs("fov r12 100x100", ours, "mrpas", () => mrpasRun(...next()));
  const precise = new ROT.FOV.PreciseShadowcasting(passes);
  vs("fov r12 100x100", ours, "rot-js PreciseShadowcasting", () => precise.compute(...next(), 12, () => {}));
  const recursive = new ROT.FOV.RecursiveShadowcasting(passes);
  vs("fov r12 100x100", ours, "rot-js RecursiveShadowcasting", () => recursive.compute(...next(), 12, () => {}));
  // Symmetry: over pairs of open cells within 12 of each other, how often does A see B but not B see A?
  let oursAsym = 0;
  let mrpasAsym = 0;
  let pairs = 0;
  const seesMrpas = (a: [number, number], c: [number, number]) => {
    mrpasRun(a[0], a[1]);
    return seen[c[1] * 100 + c[0]] === 1;
  };
  for (let i = 0; i < 400; i++) {
    const a = origins[i & 63];
    const c: [number, number] = [a[0] - 12 + Math.floor(rnd() * 25), a[1] - 12 + Math.floor(rnd() * 25)];
    if (g.wall[c[1] * 100 + c[0]]) continue;
    pairs++;
    if (
      b.fieldOfView({ x: a[0], y: a[1] }, 12).has(c[0], c[1]) !==
      b.fieldOfView({ x: c[0], y: c[1] }, 12).has(a[0], a[1])
    )
      oursAsym++;
    if (seesMrpas(a, c) !== seesMrpas(c, a)) mrpasAsym++;
  }
  rows.push({
    case: "fov r12 symmetry (pairs where only one sees the other)",
    pairs,
    ours: oursAsym,
    mrpas: mrpasAsym,
  });
  console.log(`fov symmetry over ${pairs} pairs: ours ${oursAsym} asymmetric, mrpas ${mrpasAsym}`);
}

// ---- Lighting: 32 sources (bright 4, dim 4) on a 100×100 map, one pass.
{
  const g = makeGrid(100, 100, 3, false);
  const b = await boardOf(g);
  const rnd = seeded(5);
  const lights: { x: number; y: number }[] = [];
  while (lights.length < 32) {
    const x = Math.floor(rnd() * 100);
    const y = Math.floor(rnd() * 100);
    if (!g.wall[y * 100 + x]) lights.push({ x, y });
  }
  const sources = lights.map((at) => ({ at, bright: 4, dim: 4 }));
  const passes = open(g);
  const rot = () => {
    const lighting = new ROT.Lighting(() => 0, { range: 8, passes: 1 });
    lighting.setFOV(new ROT.FOV.PreciseShadowcasting(passes));
    for (const l of lights) lighting.setLight(l.x, l.y, [240, 220, 160]);
    lighting.compute(() => {});
  };
  vs("lighting 32 sources 100x100", () => b.lighting(sources), "rot-js Lighting (1 pass)", rot, 2000, 30);
}

write("geometry", rows);
