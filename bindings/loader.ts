import wasmBytes from "../build/release.wasm";
import type { GeometryExports } from "./exports.js";

export type { GeometryExports } from "./exports.js";

let compiled: Promise<WebAssembly.Module> | undefined;

// Compiling is asynchronous on purpose: browsers refuse synchronous compiles of larger modules
// on the main thread. The compiled module is shared; each call gets its own instance and memory.
export async function instantiateGeometry(): Promise<GeometryExports> {
  compiled ??= WebAssembly.compile(wasmBytes);
  const instance = await WebAssembly.instantiate(await compiled, {
    env: {
      abort(_message: number, _file: number, line: number, column: number): never {
        throw new Error(`geometry module aborted at ${line}:${column}`);
      },
    },
  });
  return instance.exports as unknown as GeometryExports;
}

/** Size in bytes of the inlined wasm module (for embedders' budgets). */
export const wasmByteLength = wasmBytes.byteLength;
