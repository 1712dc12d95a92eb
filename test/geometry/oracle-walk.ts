// A plain, slow reference for walking costs: Dijkstra with a linear scan, written from the rules alone.
export interface Grid {
  w: number;
  h: number;
  cost: number[]; // 1..10
  toward: number[]; // 1..10
  halves: boolean[];
  towardHalves: boolean[];
  growth: boolean[];
  wall: boolean[];
  occ: number[]; // 0 or occupant id
}
export interface Walk {
  size: number;
  rule: 0 | 1;
  allies: number[];
  self: number;
  squeezeOnly: boolean;
  toward?: { x2: number; y2: number };
}

function spot(g: Grid, walk: Walk, x: number, y: number) {
  const s = walk.size;
  if (x < 0 || y < 0 || x + s > g.w || y + s > g.h) return null;
  let mult = 1;
  let tmult = 1;
  let halves = false;
  let thalves = false;
  let wall = false;
  let blocked = false;
  let ally = false;
  for (let j = y; j < y + s; j++) {
    for (let i = x; i < x + s; i++) {
      const c = j * g.w + i;
      mult = Math.max(mult, g.cost[c], g.growth[c] ? 2 : 1);
      tmult = Math.max(tmult, g.toward[c]);
      halves ||= g.halves[c];
      thalves ||= g.towardHalves[c];
      wall ||= g.wall[c];
      const o = g.occ[c];
      if (o !== 0 && o !== walk.self) {
        if (walk.allies.includes(o)) ally = true;
        else blocked = true;
      }
    }
  }
  return { mult, tmult, halves, thalves, wall, blocked, ally };
}

/** Cost of one step from (x, y) by (dx, dy) with `odd` diagonals so far, or null when not allowed. */
export function stepCost(g: Grid, walk: Walk, x: number, y: number, dx: number, dy: number, odd: number) {
  const to = spot(g, walk, x + dx, y + dy);
  if (!to || to.wall || to.blocked) return null;
  let len = 1;
  if (dx !== 0 && dy !== 0) {
    const a = spot(g, walk, x + dx, y);
    const b = spot(g, walk, x, y + dy);
    const aWall = !a || a.wall;
    const bWall = !b || b.wall;
    if (walk.squeezeOnly ? aWall && bWall : aWall || bWall) return null;
    if (walk.rule === 1) len = odd ? 2 : 1;
  }
  let m = to.mult;
  let halves = to.halves;
  if (walk.toward) {
    const s = walk.size;
    const d = (px: number, py: number) => (2 * px + s - walk.toward!.x2) ** 2 + (2 * py + s - walk.toward!.y2) ** 2;
    if (d(x + dx, y + dy) < d(x, y)) {
      m = Math.max(m, to.tmult);
      halves ||= to.thalves;
    }
  }
  return m * (halves ? 2 : 1) * len;
}

/** Cost to end with the top-left on each cell (-1 where it cannot end), like Board.reach's costs. */
export function oracleReach(g: Grid, walk: Walk, sx: number, sy: number, budget: number): number[] {
  const key = (x: number, y: number, p: number) => (p * g.h + y) * g.w + x;
  const dist = new Array(g.w * g.h * 2).fill(Infinity);
  const done = new Array(g.w * g.h * 2).fill(false);
  dist[key(sx, sy, 0)] = 0;
  for (;;) {
    let best = -1;
    for (let k = 0; k < dist.length; k++)
      if (!done[k] && dist[k] < Infinity && (best < 0 || dist[k] < dist[best])) best = k;
    if (best < 0) break;
    done[best] = true;
    const p = best >= g.w * g.h ? 1 : 0;
    const x = best % g.w;
    const y = Math.floor(best / g.w) % g.h;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if (dx === 0 && dy === 0) continue;
        const c = stepCost(g, walk, x, y, dx, dy, p);
        if (c === null) continue;
        const np = dx !== 0 && dy !== 0 && walk.rule === 1 ? 1 - p : p;
        const k = key(x + dx, y + dy, np);
        if (dist[best] + c <= budget && dist[best] + c < dist[k]) dist[k] = dist[best] + c;
      }
    }
  }
  const out: number[] = [];
  for (let y = 0; y < g.h; y++) {
    for (let x = 0; x < g.w; x++) {
      const d = Math.min(dist[key(x, y, 0)], dist[key(x, y, 1)]);
      const here = spot(g, walk, x, y);
      const start = x === sx && y === sy;
      out.push(d === Infinity || (!start && here!.ally) ? -1 : d);
    }
  }
  return out;
}
