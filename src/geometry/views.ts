import type { GeometryExports } from "../../bindings/exports.js";

// Typed-array views on the wasm memory. Growing the memory detaches its old buffer, so every view is
// made from the current buffer at the moment it is needed, never kept across a call that may grow it.
export class Views {
  constructor(private readonly g: GeometryExports) {}

  u8(ptr: number, length: number): Uint8Array {
    return new Uint8Array(this.g.memory.buffer, ptr, length);
  }

  u16(ptr: number, length: number): Uint16Array {
    return new Uint16Array(this.g.memory.buffer, ptr, length);
  }

  i32(ptr: number, length: number): Int32Array {
    return new Int32Array(this.g.memory.buffer, ptr, length);
  }
}
