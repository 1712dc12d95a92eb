// ts-floor: the symmetric shadowcasting of assembly/sight.ts in plain TypeScript over typed arrays.
export class FloorFov {
  readonly mask: Uint8Array;
  private readonly stack: Int32Array;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly blocks: Uint8Array,
  ) {
    this.mask = new Uint8Array(w * h);
    this.stack = new Int32Array(w * h * 5);
  }

  /** Marks cells seen from (ox, oy) within Chebyshev radius r; returns the count. */
  compute(ox: number, oy: number, r: number): number {
    const { w, h } = this;
    const x0 = Math.max(0, ox - r);
    const x1 = Math.min(w - 1, ox + r);
    const y0 = Math.max(0, oy - r);
    const y1 = Math.min(h - 1, oy + r);
    for (let y = y0; y <= y1; y++) this.mask.fill(0, y * w + x0, y * w + x1 + 1);
    this.mask[oy * w + ox] = 1;
    for (let q = 0; q < 4; q++) this.quadrant(q, ox, oy, r);
    let n = 0;
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) n += this.mask[y * w + x];
    return n;
  }

  private quadrant(q: number, ox: number, oy: number, r: number) {
    const { w, h, blocks, mask, stack } = this;
    const vertical = q === 0 || q === 2;
    const sign = q === 0 || q === 3 ? -1 : 1;
    let maxDepth = q === 0 ? oy : q === 1 ? w - 1 - ox : q === 2 ? h - 1 - oy : ox;
    if (maxDepth > r) maxDepth = r;
    const colLo = vertical ? -ox : -oy;
    const colHi = vertical ? w - 1 - ox : h - 1 - oy;
    let sp = 0;
    stack.set([1, -1, 1, 1, 1], 0);
    sp = 5;
    while (sp > 0) {
      sp -= 5;
      const depth = stack[sp];
      let sn = stack[sp + 1];
      let sd = stack[sp + 2];
      const en = stack[sp + 3];
      const ed = stack[sp + 4];
      if (depth > maxDepth) continue;
      let lo = Math.ceil((2 * depth * sn - sd) / (2 * sd));
      let hi = Math.floor((2 * depth * en + ed) / (2 * ed));
      if (lo < colLo) lo = colLo;
      if (hi > colHi) hi = colHi;
      let prev = -1;
      for (let col = lo; col <= hi; col++) {
        const x = vertical ? ox + col : ox + sign * depth;
        const y = vertical ? oy + sign * depth : oy + col;
        const c = y * w + x;
        const wall = blocks[c] !== 0;
        if (col * sd >= depth * sn && col * ed <= depth * en) mask[c] = 1;
        if (prev === 1 && !wall) {
          sn = 2 * col - 1;
          sd = 2 * depth;
        }
        if (prev === 0 && wall) {
          stack[sp] = depth + 1;
          stack[sp + 1] = sn;
          stack[sp + 2] = sd;
          stack[sp + 3] = 2 * col - 1;
          stack[sp + 4] = 2 * depth;
          sp += 5;
        }
        prev = wall ? 1 : 0;
      }
      if (prev === 0) {
        stack[sp] = depth + 1;
        stack[sp + 1] = sn;
        stack[sp + 2] = sd;
        stack[sp + 3] = en;
        stack[sp + 4] = ed;
        sp += 5;
      }
    }
  }
}
