// ts-floor: the reach and A* of assembly/path.ts, written in plain TypeScript over typed arrays, for the
// benchmark's floor. Same padded grid, same step information, same bucket queue.
const NB = 64;
const UNSET = 0x3f3f3f3f;
const I_NOWALL = 0x400;
const I_NOBLOCK = 0x800;
const I_NOALLY = 0x1000;
const I_FITS = I_NOWALL | I_NOBLOCK;
const DX = [1, -1, 0, 0, 1, -1, 1, -1];
const DY = [0, 0, 1, -1, 1, 1, -1, -1];

export class FloorWalk {
  readonly pw: number;
  readonly pn: number;
  readonly info: Uint16Array;
  readonly dist: Int32Array;
  readonly parent: Int32Array;
  readonly next: Int32Array;
  readonly prev: Int32Array;
  readonly out: Int32Array;
  readonly heads = new Int32Array(NB);
  private queued = 0;
  private cursor = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly cost: Uint8Array,
    readonly wall: Uint8Array,
  ) {
    this.pw = w + 2;
    this.pn = this.pw * (h + 2);
    this.info = new Uint16Array(this.pn);
    this.dist = new Int32Array(this.pn * 2);
    this.parent = new Int32Array(this.pn * 2);
    this.next = new Int32Array(this.pn * 2);
    this.prev = new Int32Array(this.pn * 2);
    this.out = new Int32Array(w * h);
  }

  private infoAt(x: number, y: number, size: number): number {
    if (x < 0 || y < 0 || x + size > this.w || y + size > this.h) return 0;
    let mult = 1;
    let bits = I_NOWALL | I_NOBLOCK | I_NOALLY;
    for (let j = 0; j < size; j++) {
      let c = (y + j) * this.w + x;
      for (let i = 0; i < size; i++, c++) {
        if (this.cost[c] > mult) mult = this.cost[c];
        if (this.wall[c]) bits &= ~I_NOWALL;
      }
    }
    return bits | mult | (1 << 5);
  }

  private fillInfo(x0: number, y0: number, x1: number, y1: number, size: number) {
    const ax = Math.max(x0 - 1, -1);
    const ay = Math.max(y0 - 1, -1);
    const bx = Math.min(x1 + 1, this.w);
    const by = Math.min(y1 + 1, this.h);
    for (let y = ay; y <= by; y++) {
      let p = (y + 1) * this.pw + ax + 1;
      const inside = y >= y0 && y <= y1;
      for (let x = ax; x <= bx; x++, p++) this.info[p] = inside && x >= x0 && x <= x1 ? this.infoAt(x, y, size) : 0;
    }
  }

  // As in assembly/path.ts: for A*, a cell's step info is worked out when first looked at.
  private lazy = false;
  private at(q: number): number {
    const v = this.info[q];
    if (!this.lazy || v !== 0) return v;
    const y = Math.floor(q / this.pw) - 1;
    const x = q - (y + 1) * this.pw - 1;
    const worked = this.infoAt(x, y, 1) | 0x8000;
    this.info[q] = worked;
    return worked;
  }

  private distOf(s: number) {
    return this.dist[s];
  }

  private push(s: number, key: number) {
    const b = key & (NB - 1);
    const h = this.heads[b];
    this.next[s] = h;
    this.prev[s] = -1 - b;
    if (h >= 0) this.prev[h] = s;
    this.heads[b] = s;
    this.queued++;
  }

  private remove(s: number) {
    const p = this.prev[s];
    const n = this.next[s];
    if (p >= 0) this.next[p] = n;
    else this.heads[-1 - p] = n;
    if (n >= 0) this.prev[n] = p;
    this.queued--;
  }

  private pop(): number {
    if (this.queued === 0) return -1;
    let s = this.heads[this.cursor & (NB - 1)];
    while (s < 0) {
      this.cursor++;
      s = this.heads[this.cursor & (NB - 1)];
    }
    const n = this.next[s];
    this.heads[this.cursor & (NB - 1)] = n;
    if (n >= 0) this.prev[n] = -1 - (this.cursor & (NB - 1));
    this.queued--;
    return s;
  }

  private search(start: number, limit: number, rule: number, goal: number, gx: number, gy: number): number {
    const pw = this.pw;
    const pn = this.pn;
    const star = goal >= 0;
    const h = (x: number, y: number, parity: number) => {
      const ax = Math.abs(x - gx);
      const ay = Math.abs(y - gy);
      const hi = Math.max(ax, ay);
      return rule === 0 ? hi : hi + ((Math.min(ax, ay) + parity) >> 1);
    };
    this.dist[start] = 0;
    this.parent[start] = -1;
    const sy = Math.floor(start / pw) - 1;
    const sx = start - (sy + 1) * pw - 1;
    this.heads.fill(-1);
    this.queued = 0;
    this.cursor = star ? h(sx, sy, 0) : 0;
    this.push(start, this.cursor);
    for (let s = this.pop(); s >= 0; s = this.pop()) {
      const parity = s >= pn ? 1 : 0;
      const p = s - parity * pn;
      if (p === goal) return s;
      const d = this.dist[s];
      let x = 0;
      let y = 0;
      if (star) {
        y = Math.floor(p / pw) - 1;
        x = p - (y + 1) * pw - 1;
      }
      for (let k = 0; k < 8; k++) {
        const dx = DX[k];
        const dy = DY[k];
        const q = p + dx + dy * pw;
        const info = this.at(q);
        if ((info & I_FITS) !== I_FITS) continue;
        let len = 1;
        let np = parity;
        if (k >= 4) {
          if ((this.at(p + dx) & I_NOWALL) === 0 || (this.at(p + dy * pw) & I_NOWALL) === 0) continue;
          if (rule === 1) {
            len = parity + 1;
            np = parity ^ 1;
          }
        }
        const nd = d + (info & 0xf) * len;
        if (nd > limit) continue;
        const ns = q + np * pn;
        const old = this.distOf(ns);
        if (nd >= old) continue;
        if (old !== UNSET) this.remove(ns);
        this.dist[ns] = nd;
        this.parent[ns] = s;
        this.push(ns, star ? nd + h(x + dx, y + dy, np) : nd);
      }
    }
    return -1;
  }

  // The same 5e shortcut as assembly/path.ts flood5e: a reached cell is final, so it is skipped first.
  private flood5e(limit: number) {
    const pw = this.pw;
    const { dist, info, parent } = this;
    const enter = (s: number, q: number, i: number, d: number) => {
      if (dist[q] !== UNSET || (i & I_FITS) !== I_FITS) return;
      const nd = d + (i & 0x1f);
      if (nd > limit) return;
      dist[q] = nd;
      parent[q] = s;
      this.push(q, nd);
    };
    for (let s = this.pop(); s >= 0; s = this.pop()) {
      const d = dist[s];
      const e = info[s + 1];
      const w = info[s - 1];
      const so = info[s + pw];
      const n = info[s - pw];
      enter(s, s + 1, e, d);
      enter(s, s - 1, w, d);
      enter(s, s + pw, so, d);
      enter(s, s - pw, n, d);
      const we = (e & I_NOWALL) !== 0;
      const ww = (w & I_NOWALL) !== 0;
      const ws = (so & I_NOWALL) !== 0;
      const wn = (n & I_NOWALL) !== 0;
      if (we && ws) enter(s, s + pw + 1, info[s + pw + 1], d);
      if (ww && ws) enter(s, s + pw - 1, info[s + pw - 1], d);
      if (we && wn) enter(s, s - pw + 1, info[s - pw + 1], d);
      if (ww && wn) enter(s, s - pw - 1, info[s - pw - 1], d);
    }
  }

  /** Every cell a 1×1 walker can end on within `budget`: costs in `out`, -1 elsewhere; returns the count. */
  reach(x: number, y: number, budget: number, rule = 0): number {
    const x0 = Math.max(0, x - budget);
    const y0 = Math.max(0, y - budget);
    const x1 = Math.min(this.w - 1, x + budget);
    const y1 = Math.min(this.h - 1, y + budget);
    this.lazy = false;
    this.fillInfo(x0, y0, x1, y1, 1);
    const start = (y + 1) * this.pw + x + 1;
    this.dist.fill(UNSET);
    if (rule === 0) {
      this.dist[start] = 0;
      this.parent[start] = -1;
      this.heads.fill(-1);
      this.queued = 0;
      this.cursor = 0;
      this.push(start, 0);
      this.flood5e(budget);
    } else this.search(start, budget, rule, -1, 0, 0);
    this.out.fill(-1);
    let count = 0;
    for (let cy = y0; cy <= y1; cy++) {
      let p = (cy + 1) * this.pw + x0 + 1;
      for (let cx = x0; cx <= x1; cx++, p++) {
        let best = this.distOf(p);
        if (rule === 1) best = Math.min(best, this.distOf(p + this.pn));
        if (best === UNSET) continue;
        this.out[cy * this.w + cx] = best;
        count++;
      }
    }
    return count;
  }

  /** Cost of an optimal 1×1 path, or -1. */
  route(x: number, y: number, gx: number, gy: number, rule = 0): number {
    this.info.fill(0);
    this.lazy = true;
    const goal = (gy + 1) * this.pw + gx + 1;
    this.dist.fill(UNSET);
    const s = this.search((y + 1) * this.pw + x + 1, 1 << 30, rule, goal, gx, gy);
    this.lazy = false;
    return s < 0 ? -1 : this.dist[s];
  }
}
