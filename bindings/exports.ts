// The wasm ABI: what assembly/index.ts exports, as TypeScript sees it. Pointers are byte offsets.
export interface GeometryExports {
  readonly memory: WebAssembly.Memory;
  // assembly/abi.ts
  abiVersion(): number;
  gridDistance(dx: number, dy: number, rule: number): number;
  // assembly/board.ts
  boardInit(width: number, height: number): number;
  boardGeneration(): number;
  ptrCost(): number;
  ptrFlags(): number;
  ptrToward(): number;
  ptrHeight(): number;
  ptrOwnLight(): number;
  ptrObscure(): number;
  ptrDark(): number;
  ptrOcc(): number;
  ptrOut(): number;
  ptrMask(): number;
  ptrMask2(): number;
  ptrPath(): number;
  ptrLight(): number;
  ptrRel(): number;
  ptrParams(): number;
  ptrResult(): number;
  // assembly/path.ts
  reach(
    x: number,
    y: number,
    size: number,
    budget: number,
    rule: number,
    opts: number,
    tx2: number,
    ty2: number,
  ): number;
  route(
    x: number,
    y: number,
    size: number,
    gx: number,
    gy: number,
    limit: number,
    rule: number,
    opts: number,
    tx2: number,
    ty2: number,
  ): number;
  pathTo(x: number, y: number): number;
  // assembly/sight.ts
  clearLine(ax: number, ay: number, bx: number, by: number, mask: number): boolean | number;
  sees(ax: number, ay: number, as: number, bx: number, by: number, bs: number, mask: number): boolean | number;
  fieldOfView(x: number, y: number, size: number, radius: number, diagonals: number, mask: number): number;
  cover(
    ax: number,
    ay: number,
    as: number,
    bx: number,
    by: number,
    bs: number,
    mask: number,
    creatures: number,
  ): number;
  between(ax: number, ay: number, as: number, bx: number, by: number, bs: number): number;
  // assembly/line.ts
  straight(x: number, y: number, size: number, dx: number, dy: number, steps: number, opts: number): number;
  // assembly/area.ts
  areaClear(): void;
  areaBurst(
    fx: number,
    fy: number,
    fs: number,
    r: number,
    inner: number,
    rule: number,
    loe: number,
    label: number,
  ): void;
  areaCone(
    fx: number,
    fy: number,
    fs: number,
    ax2: number,
    ay2: number,
    len: number,
    rule: number,
    loe: number,
    label: number,
  ): void;
  areaStrip(
    px2: number,
    py2: number,
    dx2: number,
    dy2: number,
    a0h: number,
    a1h: number,
    width: number,
    side: number,
    rule: number,
    fx: number,
    fy: number,
    fs: number,
    label: number,
  ): void;
  areaRect(x0: number, y0: number, w: number, h: number, label: number): void;
  areaCount(): number;
  areaTouching(copies: number): void;
  areaSections(
    px2: number,
    py2: number,
    dx2: number,
    dy2: number,
    a0h: number,
    every: number,
    rule: number,
    ring: number,
  ): number;
  // assembly/light.ts
  lighting(count: number, ambient: number, rule: number): number;
  visibility(fx: number, fy: number, fs: number, senses: number, blinded: number, rule: number): number;
}
