// Plain references for sight and cover, written from the definitions in docs/geometry.md.

/** Centre-to-centre sight sampled once per major-axis step; an edge sample is blocked only by two walls. */
export function oracleSees(wall: (x: number, y: number) => boolean, ax: number, ay: number, bx: number, by: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const steps = Math.max(Math.abs(dx), Math.abs(dy));
  for (let i = 1; i < steps; i++) {
    // Position of the sample in units of 1/steps, exactly.
    const sx = ax * steps + dx * i;
    const sy = ay * steps + dy * i;
    const cellsAt = (v: number) => {
      // Cells whose span [c - 1/2, c + 1/2] holds v/steps: one, or two on an edge.
      const lo = Math.ceil((2 * v - steps) / (2 * steps));
      const hi = Math.floor((2 * v + steps) / (2 * steps));
      const out: number[] = [];
      for (let c = lo; c <= hi; c++) out.push(c);
      return out;
    };
    const xs = cellsAt(sx);
    const ys = cellsAt(sy);
    const touched = xs.flatMap((x) => ys.map((y) => [x, y] as const));
    if (touched.every(([x, y]) => wall(x, y))) return false;
  }
  return true;
}

/** Whether the segment P-Q enters the open unit square at (i, j): Liang–Barsky with exact fractions. */
function entersSquare(px: number, py: number, qx: number, qy: number, i: number, j: number): boolean {
  // Find the open interval of t in (0, 1) where i < x(t) < i+1 and j < y(t) < j+1.
  let lo = [0, 1]; // fraction num/den
  let hi = [1, 1];
  const less = (a: number[], b: number[]) => a[0] * b[1] < b[0] * a[1];
  for (const [p, d, a, b] of [
    [px, qx - px, i, i + 1],
    [py, qy - py, j, j + 1],
  ]) {
    if (d === 0) {
      if (!(p > a && p < b)) return false;
      continue;
    }
    let t0 = [a - p, d];
    let t1 = [b - p, d];
    if (d < 0) {
      t0 = [p - a, -d];
      t1 = [p - b, -d];
      [t0, t1] = [t1, t0];
    }
    if (less(lo, t0)) lo = t0;
    if (less(t1, hi)) hi = t1;
  }
  return less(lo, hi);
}

/** Whether a segment between lattice points is blocked: through an obstacle, or between two. */
export function oracleBlocked(
  obstacle: (x: number, y: number) => boolean,
  px: number,
  py: number,
  qx: number,
  qy: number,
) {
  const x0 = Math.min(px, qx) - 1;
  const x1 = Math.max(px, qx);
  const y0 = Math.min(py, qy) - 1;
  const y1 = Math.max(py, qy);
  for (let j = y0; j <= y1; j++)
    for (let i = x0; i <= x1; i++) if (obstacle(i, j) && entersSquare(px, py, qx, qy, i, j)) return true;
  const sx = Math.sign(qx - px);
  const sy = Math.sign(qy - py);
  if (sx === 0 || sy === 0) {
    // Running along grid lines: each unit edge of the run lies between two cells.
    const len = Math.abs(qx - px) + Math.abs(qy - py);
    for (let t = 0; t < len; t++) {
      const ex = px + sx * t + (sx < 0 ? -1 : 0);
      const ey = py + sy * t + (sy < 0 ? -1 : 0);
      const pair =
        sx !== 0
          ? [
              [ex, py - 1],
              [ex, py],
            ]
          : [
              [px - 1, ey],
              [px, ey],
            ];
      const onLine = true;
      if (onLine && pair.every(([cx, cy]) => obstacle(cx, cy))) return true;
    }
    return false;
  }
  // Lattice points strictly inside the segment: the two cells it passes between diagonally.
  const n = Math.abs(qx - px) * Math.abs(qy - py);
  for (let k = 1; k < n; k++) {
    const X = px * n + (qx - px) * k;
    const Y = py * n + (qy - py) * k;
    if (X % n !== 0 || Y % n !== 0) continue;
    const x = X / n;
    const y = Y / n;
    const a = sx === sy ? [x - 1, y] : [x - 1, y - 1];
    const b = sx === sy ? [x, y - 1] : [x, y];
    if (obstacle(a[0], a[1]) && obstacle(b[0], b[1])) return true;
  }
  return false;
}
