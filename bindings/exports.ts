// The wasm ABI: what assembly/index.ts exports, as TypeScript sees it.
export interface GeometryExports {
  readonly memory: WebAssembly.Memory;
  gridDistance(dx: number, dy: number, rule: number): number;
}
