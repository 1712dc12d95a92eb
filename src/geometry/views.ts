import type { GeometryExports } from "../../bindings/exports.js";

// Typed-array views on the wasm memory. Growing the memory detaches its old buffer, so the views are
// rebuilt whenever the buffer has changed; they are never trusted across a change.
export class Views {
  private buffer: ArrayBuffer | undefined;
  private bytes = new Uint8Array(0);
  private words = new Int32Array(0);

  constructor(private readonly g: GeometryExports) {}

  /** The whole memory as bytes (index by byte offset). */
  all8(): Uint8Array {
    // A grown memory detaches the old buffer (its length reads 0): cheaper to test than memory.buffer.
    if (this.buffer === undefined || this.buffer.byteLength === 0) this.refresh();
    return this.bytes;
  }

  /** The whole memory as i32 (index by byte offset >> 2). */
  all32(): Int32Array {
    if (this.buffer === undefined || this.buffer.byteLength === 0) this.refresh();
    return this.words;
  }

  private refresh(): void {
    this.buffer = this.g.memory.buffer as ArrayBuffer;
    this.bytes = new Uint8Array(this.buffer);
    this.words = new Int32Array(this.buffer);
  }

  u8(ptr: number, length: number): Uint8Array {
    return this.all8().subarray(ptr, ptr + length);
  }

  i32(ptr: number, length: number): Int32Array {
    return this.all32().subarray(ptr >> 2, (ptr >> 2) + length);
  }
}
