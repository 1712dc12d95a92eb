import wasmBytes from "../build/release.wasm";
import { ABI_VERSION } from "./abi.generated.js";
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
  return checkAbi(instance.exports as unknown as GeometryExports);
}

/** Refuses a module built for another ABI (its constants or layout would be read wrongly, silently). */
export function checkAbi(g: GeometryExports): GeometryExports {
  const built = typeof g.abiVersion === "function" ? g.abiVersion() : undefined;
  if (built !== ABI_VERSION) {
    throw new Error(
      `geometry module ABI ${built ?? "unknown"} does not match the bindings' ${ABI_VERSION}: rebuild it`,
    );
  }
  return g;
}

/** Size in bytes of the inlined wasm module (for embedders' budgets). */
export const wasmByteLength = wasmBytes.byteLength;
